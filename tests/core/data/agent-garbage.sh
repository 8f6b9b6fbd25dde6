#!/bin/sh
# A "node" whose agent prints something that is not the protocol at all.
echo "Welcome to node7! Last login: yesterday"
exec cat >/dev/null
