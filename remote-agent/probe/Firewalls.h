#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <string>
#include <string_view>
#include <vector>

namespace shardscope::probe {

// The host firewalls of a node, read and never changed: nftables and iptables through their
// listing commands (`nft list ruleset`, `iptables-save`, which need root), ufw from its
// configuration file, firewalld from its process.

/// How much of a ruleset drops traffic.
struct DropCounts {
    int dropPolicies = 0; ///< chains whose default (policy) is drop
    int dropRules = 0;    ///< rules whose verdict is drop or reject

    bool operator==(const DropCounts &) const = default;
};

/// The drop policies ("type filter hook input priority filter; policy drop;") and the rules with
/// a drop or reject verdict (a word "drop" or "reject" of their own, vmaps included) of the base
/// chains on the input hook in the text of `nft list ruleset`: what filters traffic to this
/// machine (a forward chain, Docker's, does not).
DropCounts countNftDrops(std::string_view ruleset);

/// The same in `iptables-save` text, of the INPUT chain: ":INPUT DROP [p:b]" and
/// "-A INPUT … -j DROP|REJECT".
DropCounts countIptablesDrops(std::string_view saved);

/// "nft list ruleset: 2 chains drop by default, 3 rules drop or reject", or
/// "nft list ruleset: no rule drops or rejects" for command "nft list ruleset".
std::string dropEvidence(std::string_view command, const DropCounts &counts);

/// ufw as its /etc/ufw/ufw.conf says: active when ENABLED=yes.
protocol::FirewallInfo parseUfwConf(std::string_view text);

/// Where readFirewalls looks and what it may run.
struct FirewallSearch {
    std::string rootDir = "/";               ///< where /etc and /proc are read (a fixture tree in tests)
    std::vector<std::string> executableDirs; ///< where nft and iptables-save are looked for
    bool runPrograms = true;                 ///< may run them (the live system only)
    int timeoutMs = 3000;                    ///< per program
};

/// Each firewall found, in the order nftables, iptables, ufw, firewalld: nftables and iptables only
/// where their program is found and may be run, ufw where its ufw.conf is, firewalld where its
/// process runs or its program is installed.
std::vector<protocol::FirewallInfo> readFirewalls(const FirewallSearch &search);

} // namespace shardscope::probe
