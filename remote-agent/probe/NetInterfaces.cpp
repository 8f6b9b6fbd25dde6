#include "remote-agent/probe/NetInterfaces.h"

#include "remote-agent/probe/FileText.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <linux/ethtool.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>

namespace shardscope::probe {

using protocol::Duplex;
using protocol::NicInfo;

namespace {

constexpr int kArphrdLoopback = 772;               // ARPHRD_LOOPBACK in <linux/if_arp.h>
constexpr std::uint64_t kRtfUp = 0x0001;           // RTF_UP
constexpr std::uint64_t kRtfReject = 0x0200;       // RTF_REJECT
constexpr std::int64_t kMaxSpeedMbps = 10'000'000; // 10 Tb/s: anything above is a bogus value

bool isValidInterfaceName(const std::string &name)
{
    // IFNAMSIZ is 16 including the terminator; the kernel (dev_valid_name) refuses '/', ':' and
    // whitespace. Bytes above 0x7f are allowed: a UTF-8 name is a valid name.
    if (name.empty() || name.size() >= 16)
        return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte > 0x20 && byte != 0x7f && c != '/' && c != ':';
    });
}

/// "aa:bb:cc:dd:ee:ff" in lower case; nullopt for anything that is not colon-separated hex bytes.
std::optional<std::string> normaliseMac(const std::string &text)
{
    if (text.empty() || text.size() > 3 * 32)
        return std::nullopt;
    std::string mac;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool colonPosition = i % 3 == 2;
        if (colonPosition ? c != ':' : !std::isxdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        mac.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    if (text.size() % 3 != 2)
        return std::nullopt;
    return mac;
}

std::optional<std::uint64_t> readCounter(const std::string &path)
{
    const auto text = readAttribute(path);
    return text ? parseUint64(*text) : std::nullopt;
}

bool isOperState(const std::string &state)
{
    static const char *const states[]
        = {"unknown", "notpresent", "down", "lowerlayerdown", "testing", "dormant", "up"};
    return std::any_of(std::begin(states), std::end(states), [&](const char *s) { return state == s; });
}

/// Best default route of one table: (metric, interface) with the lowest metric.
class BestRoute
{
public:
    void offer(std::uint64_t metric, std::string_view interfaceName)
    {
        if (!m_interface || metric < m_metric) {
            m_metric = metric;
            m_interface = std::string(interfaceName);
        }
    }
    std::optional<std::string> interfaceName() const { return m_interface; }

private:
    std::uint64_t m_metric = std::numeric_limits<std::uint64_t>::max();
    std::optional<std::string> m_interface;
};

bool isInterfaceToken(std::string_view name)
{
    return isValidInterfaceName(std::string(name));
}

/// A DEVTYPE value as the kernel's device types are named ("bridge", "wireguard", "6lowpan"):
/// short, lower case letters, digits, '_' and '-'.
bool isDeviceTypeName(std::string_view text)
{
    return !text.empty() && text.size() <= 32 && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

/// NicInfo::kind from the interface's sysfs directory (base ends with '/'). veth, dummy and ifb
/// devices look alike there (no DEVTYPE, no device link, nothing of their own): they stay unknown.
std::optional<std::string> interfaceKind(const std::string &base, bool loopback)
{
    if (const auto uevent = readTextFile(base + "uevent", 64 * 1024)) {
        for (const std::string_view line : splitLines(*uevent)) {
            constexpr std::string_view key = "DEVTYPE=";
            if (line.substr(0, key.size()) == key) {
                const std::string_view value = trim(line.substr(key.size()));
                if (isDeviceTypeName(value))
                    return std::string(value);
            }
        }
    }
    // tun_flags exists only for tun/tap devices: IFF_TUN 0x0001 or IFF_TAP 0x0002 (<linux/if_tun.h>),
    // with IFF_NO_PI, IFF_ONE_QUEUE… above.
    if (auto flags = readAttribute(base + "tun_flags");
        flags && flags->size() > 2 && flags->compare(0, 2, "0x") == 0) {
        if (const auto value = parseHex64(std::string_view(*flags).substr(2))) {
            if ((*value & 0x3) == 0x1)
                return "tun";
            if ((*value & 0x3) == 0x2)
                return "tap";
        }
    }
    if (loopback)
        return "loopback";
    return std::nullopt;
}

} // namespace

std::optional<std::string> addressWithPrefix(int family, const void *address, int prefix)
{
    const int maxPrefix = family == AF_INET ? 32 : family == AF_INET6 ? 128 : -1;
    char text[INET6_ADDRSTRLEN] = {};
    if (maxPrefix < 0 || prefix < 0 || prefix > maxPrefix || !::inet_ntop(family, address, text, sizeof text))
        return std::nullopt;
    return std::string(text) + '/' + std::to_string(prefix);
}

NicInfo readNetInterface(const std::string &rootDir, const std::string &name)
{
    NicInfo nic;
    nic.name = name;
    const std::string dir = underRoot(rootDir, "/sys/class/net/" + name);
    const std::string base = dir + '/';

    if (auto address = readAttribute(base + "address")) {
        nic.mac = normaliseMac(*address);
        // addr_len says how many bytes the address has (6 for Ethernet, 20 for InfiniBand).
        const auto length = readAttribute(base + "addr_len");
        const auto bytes = length ? parseUint64(*length) : std::nullopt;
        if (nic.mac && bytes && (nic.mac->size() + 1) / 3 != *bytes)
            nic.mac.reset();
    }
    if (auto mtu = readAttribute(base + "mtu")) {
        if (auto value = parseInt64(*mtu); value && *value > 0 && *value <= std::numeric_limits<int>::max())
            nic.mtu = static_cast<int>(*value);
    }
    if (auto state = readAttribute(base + "operstate"); state && isOperState(*state))
        nic.operState = *state;

    // The kernel reports speed -1 (or refuses the read with EINVAL) when the link is down or the
    // driver does not know; a speed is only meaningful on a link that is up.
    if (nic.operState == "up") {
        if (auto speed = readAttribute(base + "speed")) {
            if (auto value = parseInt64(*speed); value && *value > 0 && *value <= kMaxSpeedMbps)
                nic.speedMbps = *value;
        }
        if (nic.speedMbps) {
            const auto duplex = readAttribute(base + "duplex");
            if (duplex == "full")
                nic.duplex = Duplex::Full;
            else if (duplex == "half")
                nic.duplex = Duplex::Half;
        }
    }

    if (auto driverLink = readLink(base + "device/driver"))
        nic.driver = baseName(*driverLink);
    nic.wireless = isDirectory(base + "wireless") || readLink(base + "phy80211").has_value();

    // A virtual interface has no backing device: its sysfs node lives under /sys/devices/virtual.
    const bool hasDevice = pathExists(base + "device");
    bool underVirtual = false;
    if (auto resolved = canonicalPath(dir)) {
        const auto virtualRoot = canonicalPath(underRoot(rootDir, "/sys/devices/virtual"));
        underVirtual = virtualRoot && resolved->compare(0, virtualRoot->size() + 1, *virtualRoot + '/') == 0;
    }
    nic.isVirtual = underVirtual || !hasDevice;

    if (auto type = readAttribute(base + "type"); type && parseInt64(*type) == kArphrdLoopback)
        nic.loopback = true;
    if (auto flags = readAttribute(base + "flags");
        flags && flags->size() > 2 && flags->compare(0, 2, "0x") == 0) {
        if (auto value = parseHex64(std::string_view(*flags).substr(2)); value && (*value & IFF_LOOPBACK))
            nic.loopback = true;
    }

    nic.kind = interfaceKind(base, nic.loopback);

    nic.rxErrors = readCounter(base + "statistics/rx_errors");
    nic.txErrors = readCounter(base + "statistics/tx_errors");
    nic.rxDropped = readCounter(base + "statistics/rx_dropped");
    nic.txDropped = readCounter(base + "statistics/tx_dropped");
    return nic;
}

std::vector<NicInfo> readNetInterfaces(const std::string &rootDir)
{
    const std::string netDir = underRoot(rootDir, "/sys/class/net");
    std::vector<std::pair<std::int64_t, NicInfo>> found;
    for (const std::string &name : listDirectory(netDir)) {
        if (!isValidInterfaceName(name) || !isDirectory(netDir + '/' + name))
            continue; // e.g. bonding_masters, a plain file
        std::int64_t index = std::numeric_limits<std::int64_t>::max();
        if (auto text = readAttribute(netDir + '/' + name + "/ifindex")) {
            if (auto value = parseInt64(*text))
                index = *value;
        }
        found.emplace_back(index, readNetInterface(rootDir, name));
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<NicInfo> nics;
    nics.reserve(found.size());
    for (auto &entry : found)
        nics.push_back(std::move(entry.second));
    return nics;
}

std::optional<int> prefixLength(const unsigned char *mask, std::size_t bytes)
{
    int length = 0;
    bool ended = false;
    for (std::size_t i = 0; i < bytes; ++i) {
        for (int bit = 7; bit >= 0; --bit) {
            const bool set = (mask[i] >> bit) & 1U;
            if (set && ended)
                return std::nullopt;
            if (set)
                ++length;
            else
                ended = true;
        }
    }
    return length;
}

void addLiveVirtualKinds(std::vector<NicInfo> &nics)
{
    const FdGuard socket(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    if (socket.get() < 0)
        return;
    for (NicInfo &nic : nics) {
        if (!nic.isVirtual || nic.kind || nic.name.size() >= IFNAMSIZ)
            continue;
        // ETHTOOL_GDRVINFO needs no privilege; veth, dummy and ifb answer with their driver's name.
        ethtool_drvinfo info{};
        info.cmd = ETHTOOL_GDRVINFO;
        ifreq request{};
        std::memcpy(request.ifr_name, nic.name.c_str(), nic.name.size());
        request.ifr_data = reinterpret_cast<char *>(&info);
        if (::ioctl(socket.get(), SIOCETHTOOL, &request) != 0)
            continue;
        const std::string driver(info.driver, ::strnlen(info.driver, sizeof info.driver));
        if (isDeviceTypeName(driver))
            nic.kind = driver;
    }
}

void addLiveAddresses(std::vector<NicInfo> &nics)
{
    ifaddrs *list = nullptr;
    if (::getifaddrs(&list) != 0)
        return;
    for (const ifaddrs *entry = list; entry; entry = entry->ifa_next) {
        if (!entry->ifa_name || !entry->ifa_addr)
            continue;
        auto nic = std::find_if(nics.begin(), nics.end(),
                                [&](const NicInfo &n) { return n.name == entry->ifa_name; });
        if (nic == nics.end())
            continue;
        const int family = entry->ifa_addr->sa_family;
        if (family == AF_INET) {
            sockaddr_in address{};
            std::memcpy(&address, entry->ifa_addr, sizeof address);
            std::optional<int> prefix;
            if (entry->ifa_netmask) {
                sockaddr_in mask{};
                std::memcpy(&mask, entry->ifa_netmask, sizeof mask);
                prefix = prefixLength(reinterpret_cast<const unsigned char *>(&mask.sin_addr), 4);
            }
            if (auto text = addressWithPrefix(AF_INET, &address.sin_addr, prefix.value_or(32)))
                nic->ipv4.push_back(std::move(*text));
        } else if (family == AF_INET6) {
            sockaddr_in6 address{};
            std::memcpy(&address, entry->ifa_addr, sizeof address);
            std::optional<int> prefix;
            if (entry->ifa_netmask) {
                sockaddr_in6 mask{};
                std::memcpy(&mask, entry->ifa_netmask, sizeof mask);
                prefix = prefixLength(reinterpret_cast<const unsigned char *>(&mask.sin6_addr), 16);
            }
            if (auto text = addressWithPrefix(AF_INET6, &address.sin6_addr, prefix.value_or(128)))
                nic->ipv6.push_back(std::move(*text));
        }
    }
    ::freeifaddrs(list);
}

std::optional<std::string> parseIpv4DefaultRoute(std::string_view text)
{
    BestRoute best;
    const auto lines = completeLines(text);
    for (std::size_t i = 1; i < lines.size(); ++i) { // line 0 is the header
        const auto fields = splitWhitespace(lines[i]);
        // Iface Destination Gateway Flags RefCnt Use Metric Mask MTU Window IRTT
        if (fields.size() < 8 || !isInterfaceToken(fields[0]))
            continue;
        const auto destination = parseHex64(fields[1]);
        const auto flags = parseHex64(fields[3]);
        const auto metric = parseUint64(fields[6]);
        const auto mask = parseHex64(fields[7]);
        if (!destination || !flags || !metric || !mask || fields[1].size() != 8 || fields[7].size() != 8)
            continue;
        if (*destination == 0 && *mask == 0 && (*flags & kRtfUp) && !(*flags & kRtfReject))
            best.offer(*metric, fields[0]);
    }
    return best.interfaceName();
}

std::optional<std::string> parseIpv6DefaultRoute(std::string_view text)
{
    BestRoute best;
    for (const std::string_view line : completeLines(text)) {
        const auto fields = splitWhitespace(line);
        // dest dest_plen src src_plen next_hop metric refcnt use flags iface
        if (fields.size() != 10 || !isInterfaceToken(fields[9]) || fields[0].size() != 32
            || fields[5].size() != 8)
            continue;
        const bool destinationZero
            = std::all_of(fields[0].begin(), fields[0].end(), [](char c) { return c == '0'; });
        const auto prefix = parseHex64(fields[1]);
        const auto metric = parseHex64(fields[5]);
        const auto flags = parseHex64(fields[8]);
        if (!destinationZero || !prefix || !metric || !flags || fields[9] == "lo")
            continue;
        if (*prefix == 0 && (*flags & kRtfUp) && !(*flags & kRtfReject))
            best.offer(*metric, fields[9]);
    }
    return best.interfaceName();
}

std::vector<std::string> readDefaultRouteInterfaces(const std::string &rootDir)
{
    std::vector<std::string> interfaces;
    if (auto text = readTextFile(underRoot(rootDir, "/proc/net/route"))) {
        if (auto name = parseIpv4DefaultRoute(*text))
            interfaces.push_back(*name);
    }
    if (auto text = readTextFile(underRoot(rootDir, "/proc/net/ipv6_route"))) {
        if (auto name = parseIpv6DefaultRoute(*text);
            name && std::find(interfaces.begin(), interfaces.end(), *name) == interfaces.end())
            interfaces.push_back(*name);
    }
    return interfaces;
}

} // namespace shardscope::probe
