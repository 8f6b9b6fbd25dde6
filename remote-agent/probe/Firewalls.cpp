#include "remote-agent/probe/Firewalls.h"

#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/Processes.h"
#include "remote-agent/probe/Subprocess.h"

#include <optional>

namespace shardscope::probe {

using protocol::FirewallInfo;

namespace {

/// Bound for a listing: a ruleset of tens of thousands of rules still fits.
constexpr std::size_t kMaxListingBytes = 8 * 1024 * 1024;

std::string countText(int count, const char *singular, const char *plural)
{
    return std::to_string(count) + ' ' + (count == 1 ? singular : plural);
}

/// Why `command` gave no listing, in words for the evidence. Its output is not quoted: only which
/// of the two errors a missing privilege gives it ("Operation not permitted" from nft,
/// "Permission denied" from iptables-nft).
std::string failureEvidence(std::string_view command, const SubprocessResult &result)
{
    const std::string name(command);
    switch (result.status) {
    case SubprocessStatus::Exited:
        for (const char *reason : {"Operation not permitted", "Permission denied"}) {
            if (result.output.find(reason) != std::string::npos)
                return name + " needs root (" + reason + ')';
        }
        return name + " failed (exit status " + std::to_string(result.exitCode) + ')';
    case SubprocessStatus::TimedOut:
        return name + " did not answer in time";
    case SubprocessStatus::Signalled:
        return name + " was killed by a signal";
    case SubprocessStatus::SpawnFailed:
    case SubprocessStatus::Unknown:
        break;
    }
    return name + " could not be run";
}

/// The firewall a listing program shows: run it, count what drops.
FirewallInfo fromListing(const FirewallSearch &search, const char *name, const std::string &program,
                         std::vector<std::string> arguments, DropCounts (*count)(std::string_view))
{
    std::string command = baseName(program);
    for (const std::string &argument : arguments)
        command += ' ' + argument;
    arguments.insert(arguments.begin(), program);

    SubprocessOptions options;
    options.timeoutMs = search.timeoutMs;
    options.maxOutputBytes = kMaxListingBytes;
    options.stderrMode = StderrMode::Merge; // its error says whether root is needed
    const SubprocessResult result = runProgram(arguments, options);

    FirewallInfo firewall;
    firewall.name = name;
    if (!result.succeeded()) {
        firewall.evidence = failureEvidence(command, result);
        return firewall;
    }
    const DropCounts counts = count(result.output);
    const bool drops = counts.dropPolicies > 0 || counts.dropRules > 0;
    if (result.truncated && !drops) {
        firewall.evidence = command + ": listing longer than " + std::to_string(kMaxListingBytes >> 20)
                            + " MiB, not read to its end";
        return firewall;
    }
    firewall.active = drops;
    firewall.evidence = dropEvidence(command, counts);
    return firewall;
}

std::optional<FirewallInfo> readFirewalld(const std::string &rootDir)
{
    for (const std::int64_t pid : processIds(rootDir)) {
        if (processName(rootDir, pid) == "firewalld")
            return FirewallInfo{"firewalld", true, "firewalld is running (pid " + std::to_string(pid) + ')'};
    }
    if (isExecutableFile(underRoot(rootDir, "/usr/sbin/firewalld")))
        return FirewallInfo{"firewalld", false, "/usr/sbin/firewalld installed, not running"};
    return std::nullopt;
}

} // namespace

DropCounts countNftDrops(std::string_view ruleset)
{
    // Only base chains on the input hook filter what reaches this machine: a forward chain (Docker's
    // isolation, a router's rules) drops nothing addressed to it.
    DropCounts counts;
    bool inChain = false;
    bool inputHook = false;
    for (const std::string_view line : splitLines(ruleset)) {
        const auto words = splitWhitespace(line);
        if (words.empty())
            continue;
        if (words[0] == "chain") {
            inChain = true;
            inputHook = false;
            continue;
        }
        if (inChain && words.size() == 1 && words[0] == "}") {
            inChain = false;
            continue;
        }
        if (!inChain)
            continue;
        bool policyLine = false;
        for (std::size_t i = 0; i < words.size(); ++i) {
            if (words[i] == "hook" && i + 1 < words.size() && words[i + 1] == "input")
                inputHook = true;
            if (words[i] == "policy") {
                policyLine = true;
                if (inputHook && i + 1 < words.size() && (words[i + 1] == "drop;" || words[i + 1] == "drop"))
                    ++counts.dropPolicies;
            }
        }
        if (policyLine || !inputHook)
            continue; // a base chain's header ("type filter hook input priority filter; policy drop;")
        for (std::string_view word : words) {
            // A verdict in a map or set ends with its separator: "{ 198.51.100.1 : drop, … }".
            while (!word.empty() && (word.back() == ',' || word.back() == ';' || word.back() == '}'))
                word.remove_suffix(1);
            if (word == "drop" || word == "reject") {
                ++counts.dropRules;
                break;
            }
        }
    }
    return counts;
}

DropCounts countIptablesDrops(std::string_view saved)
{
    // The INPUT chain only, as above: Docker's FORWARD policy DROP filters nothing for this machine.
    DropCounts counts;
    for (const std::string_view line : splitLines(saved)) {
        const auto words = splitWhitespace(line);
        if (words.size() >= 2 && words[0] == ":INPUT") {
            if (words[1] == "DROP")
                ++counts.dropPolicies;
            continue;
        }
        if (words.size() < 2 || words[0] != "-A" || words[1] != "INPUT")
            continue;
        for (std::size_t i = 2; i + 1 < words.size(); ++i) {
            if (words[i] == "-j" && (words[i + 1] == "DROP" || words[i + 1] == "REJECT")) {
                ++counts.dropRules;
                break;
            }
        }
    }
    return counts;
}

std::string dropEvidence(std::string_view command, const DropCounts &counts)
{
    std::string text = std::string(command) + ": ";
    if (counts.dropPolicies == 0 && counts.dropRules == 0)
        return text + "no rule drops or rejects";
    if (counts.dropPolicies > 0)
        text += countText(counts.dropPolicies, "chain drops", "chains drop") + " by default";
    if (counts.dropPolicies > 0 && counts.dropRules > 0)
        text += ", ";
    if (counts.dropRules > 0)
        text += countText(counts.dropRules, "rule drops or rejects", "rules drop or reject");
    return text;
}

FirewallInfo parseUfwConf(std::string_view text)
{
    std::optional<std::string_view> enabled;
    for (const std::string_view line : splitLines(text)) {
        const std::string_view setting = trim(line);
        constexpr std::string_view key = "ENABLED=";
        if (setting.substr(0, key.size()) == key)
            enabled = trim(setting.substr(key.size())); // the last one counts, as for the shell
    }
    if (enabled && enabled->size() >= 2 && (enabled->front() == '"' || enabled->front() == '\'')
        && enabled->back() == enabled->front())
        enabled = enabled->substr(1, enabled->size() - 2);
    if (!enabled)
        return FirewallInfo{"ufw", false, "no ENABLED= in /etc/ufw/ufw.conf"};
    const bool yes = *enabled == "yes";
    // Only the two values ufw writes are quoted back: anything else from the file stays out.
    return FirewallInfo{"ufw", yes,
                        yes ? "ENABLED=yes in /etc/ufw/ufw.conf"
                            : (*enabled == "no" ? "ENABLED=no in /etc/ufw/ufw.conf"
                                                : "ENABLED is not yes in /etc/ufw/ufw.conf")};
}

std::vector<FirewallInfo> readFirewalls(const FirewallSearch &search)
{
    std::vector<FirewallInfo> firewalls;
    if (search.runPrograms) {
        if (const auto nft = findExecutable("nft", search.executableDirs))
            firewalls.push_back(fromListing(search, "nftables", *nft, {"list", "ruleset"}, countNftDrops));
        if (const auto save = findExecutable("iptables-save", search.executableDirs))
            firewalls.push_back(fromListing(search, "iptables", *save, {}, countIptablesDrops));
    }
    const std::string ufwConf = underRoot(search.rootDir, "/etc/ufw/ufw.conf");
    if (pathExists(ufwConf)) {
        if (const auto text = readTextFile(ufwConf, 64 * 1024))
            firewalls.push_back(parseUfwConf(*text));
        else
            firewalls.push_back(FirewallInfo{"ufw", std::nullopt, "/etc/ufw/ufw.conf is not readable"});
    }
    if (auto firewalld = readFirewalld(search.rootDir))
        firewalls.push_back(std::move(*firewalld));
    return firewalls;
}

} // namespace shardscope::probe
