#!/bin/sh
# Hangs before saying anything; exec so that killing it leaves no child behind.
exec sleep 1000
