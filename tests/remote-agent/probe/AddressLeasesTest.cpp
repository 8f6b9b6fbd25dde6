// The netlink address dump parser on hand-built buffers laid out as the kernel writes an
// RTM_GETADDR dump (struct nlmsghdr, struct ifaddrmsg, rtattrs, each padded to 4 bytes), and the
// "address/prefix" writer it shares with getifaddrs.
#include "remote-agent/probe/AddressLeases.h"
#include "remote-agent/probe/NetInterfaces.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <linux/if_addr.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace shardscope::probe {
namespace {

using Bytes = std::vector<unsigned char>;

template<typename T>
void append(Bytes &out, const T &value)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(&value);
    out.insert(out.end(), bytes, bytes + sizeof value);
}

void pad(Bytes &out)
{
    while (out.size() % 4 != 0)
        out.push_back(0);
}

void attribute(Bytes &out, unsigned short type, const void *data, std::size_t size)
{
    const rtattr header{static_cast<unsigned short>(sizeof(rtattr) + size), type};
    append(out, header);
    const auto *bytes = static_cast<const unsigned char *>(data);
    out.insert(out.end(), bytes, bytes + size);
    pad(out);
}

/// One address as the kernel describes it.
struct Address {
    int family = AF_INET;
    const char *local = nullptr; ///< IFA_LOCAL (IPv4 always has it; IPv6 only with a peer)
    const char *peer = nullptr;  ///< IFA_ADDRESS: the peer on a point-to-point link, else local
    unsigned char prefix = 24;
    unsigned index = 3;
    unsigned char flags = 0;                    ///< ifa_flags
    std::optional<std::uint32_t> extendedFlags; ///< IFA_FLAGS
    std::optional<std::uint32_t> validSeconds;  ///< IFA_CACHEINFO, absent without
    std::uint32_t preferredSeconds = 0;
};

Bytes ipBytes(int family, const char *text)
{
    Bytes bytes(family == AF_INET ? 4 : 16);
    EXPECT_EQ(::inet_pton(family, text, bytes.data()), 1) << text;
    return bytes;
}

void message(Bytes &out, const Address &address)
{
    Bytes body;
    const ifaddrmsg header{static_cast<unsigned char>(address.family), address.prefix, address.flags,
                           RT_SCOPE_UNIVERSE, address.index};
    append(body, header);
    pad(body);
    const char *own = address.local ? address.local : address.peer;
    const Bytes addressBytes = ipBytes(address.family, address.peer ? address.peer : own);
    attribute(body, IFA_ADDRESS, addressBytes.data(), addressBytes.size());
    if (address.local) {
        const Bytes localBytes = ipBytes(address.family, address.local);
        attribute(body, IFA_LOCAL, localBytes.data(), localBytes.size());
    }
    if (address.validSeconds) {
        const ifa_cacheinfo info{address.preferredSeconds, *address.validSeconds, 1234, 5678};
        attribute(body, IFA_CACHEINFO, &info, sizeof info);
    }
    if (address.extendedFlags)
        attribute(body, IFA_FLAGS, &*address.extendedFlags, sizeof *address.extendedFlags);
    const nlmsghdr top{static_cast<std::uint32_t>(sizeof(nlmsghdr) + body.size()), RTM_NEWADDR, NLM_F_MULTI,
                       1, 0};
    append(out, top);
    out.insert(out.end(), body.begin(), body.end());
}

void control(Bytes &out, unsigned short type)
{
    const nlmsghdr header{sizeof(nlmsghdr) + sizeof(int), type, NLM_F_MULTI, 1, 0};
    append(out, header);
    append(out, 0);
}

InterfaceLease lease(int index, const char *address, std::uint32_t valid, std::uint32_t preferred)
{
    return InterfaceLease{index, protocol::AddressLease{address, valid, preferred}};
}

TEST(AddressLeases, DynamicAddressesAreLeasesPermanentAndEverlastingOnesAreNot)
{
    Bytes dump;
    // As `ip addr add 10.9.9.9/24 dev d0 valid_lft 3600 preferred_lft 1800` leaves it.
    message(dump, {AF_INET, "10.9.9.9", nullptr, 24, 3, 0, 0u, 3600, 1800});
    // A static address: IFA_F_PERMANENT, lifetimes forever.
    message(dump, {AF_INET, "192.0.2.10", nullptr, 24, 2, IFA_F_PERMANENT, IFA_F_PERMANENT, 0xFFFFFFFF,
                   0xFFFFFFFF});
    // SLAAC: no IFA_LOCAL for IPv6, the address in IFA_ADDRESS, the router's lifetimes.
    message(dump, {AF_INET6, nullptr, "2001:db8:0:1:0:0:0:9", 64, 2, 0, std::nullopt, 86400, 14400});
    // Not permanent but forever: not a lease.
    message(dump, {AF_INET6, nullptr, "fe80::1", 64, 2, 0, 0u, 0xFFFFFFFF, 0xFFFFFFFF});
    control(dump, NLMSG_DONE);
    message(dump, {AF_INET, "10.1.1.1", nullptr, 8, 4, 0, 0u, 60, 60}); // after the end: not read

    const AddressDumpPart part = parseAddressDump(dump);
    EXPECT_TRUE(part.done);
    EXPECT_FALSE(part.failed);
    EXPECT_EQ(part.leases, (std::vector<InterfaceLease>{lease(3, "10.9.9.9/24", 3600, 1800),
                                                        lease(2, "2001:db8:0:1::9/64", 86400, 14400)}))
        << "IPv6 in inet_ntop's compressed form, as getifaddrs' addresses";
}

TEST(AddressLeases, ExtendedFlagsWinOverTheByteAndAPeerIsNotTheAddress)
{
    Bytes dump;
    // IFA_F_PERMANENT (0x80) fits the byte too; IFA_FLAGS is authoritative when present.
    message(dump, {AF_INET, "10.0.0.2", nullptr, 24, 5, 0, IFA_F_PERMANENT, 600, 300});
    message(dump, {AF_INET, "10.0.0.3", nullptr, 24, 5, IFA_F_PERMANENT, 0u, 600, 300});
    // A point-to-point link (a PPP or VPN tunnel): IFA_LOCAL is this end, IFA_ADDRESS the peer.
    message(dump, {AF_INET, "10.8.0.6", "10.8.0.5", 32, 6, 0, 0u, 7200, 7200});
    // No IFA_CACHEINFO: nothing says it ends.
    message(dump, {AF_INET, "10.0.0.4", nullptr, 24, 5, 0, 0u, std::nullopt, 0});
    const AddressDumpPart part = parseAddressDump(dump);
    EXPECT_FALSE(part.done) << "no NLMSG_DONE yet: the next receive brings more";
    EXPECT_EQ(part.leases, (std::vector<InterfaceLease>{lease(5, "10.0.0.3/24", 600, 300),
                                                        lease(6, "10.8.0.6/32", 7200, 7200)}));
}

TEST(AddressLeases, ErrorsAndBrokenBuffersNeverReadPastTheEnd)
{
    Bytes good;
    message(good, {AF_INET, "10.9.9.9", nullptr, 24, 3, 0, 0u, 3600, 1800});

    Bytes error = good;
    control(error, NLMSG_ERROR);
    const AddressDumpPart failed = parseAddressDump(error);
    EXPECT_TRUE(failed.done);
    EXPECT_TRUE(failed.failed);
    EXPECT_EQ(failed.leases.size(), 1U) << "what came before the error still counts";

    // Cut inside the second message: its length points past the buffer.
    Bytes cut = good;
    message(cut, {AF_INET, "10.9.9.10", nullptr, 24, 3, 0, 0u, 3600, 1800});
    cut.resize(good.size() + 20);
    const AddressDumpPart cutPart = parseAddressDump(cut);
    EXPECT_TRUE(cutPart.failed);
    EXPECT_EQ(cutPart.leases.size(), 1U);

    // Shorter than a header: nothing, and no failure (a receive of nothing more).
    EXPECT_TRUE(parseAddressDump(std::span(good.data(), 10)).leases.empty());
    EXPECT_TRUE(parseAddressDump({}).leases.empty());

    // A message length below the header's own size.
    Bytes tiny(sizeof(nlmsghdr), 0);
    tiny[0] = 4;
    EXPECT_TRUE(parseAddressDump(tiny).failed);

    // An attribute whose length runs past its message: the attributes stop there, no lease.
    Bytes badAttribute;
    message(badAttribute, {AF_INET, "10.9.9.9", nullptr, 24, 3, 0, 0u, 3600, 1800});
    const std::size_t firstAttribute = sizeof(nlmsghdr) + sizeof(ifaddrmsg);
    badAttribute[firstAttribute] = 0xFF;
    badAttribute[firstAttribute + 1] = 0x7F;
    const AddressDumpPart badPart = parseAddressDump(badAttribute);
    EXPECT_TRUE(badPart.leases.empty());
    EXPECT_FALSE(badPart.failed) << "the message itself is whole";

    // A prefix longer than the address, and an unknown family.
    Bytes odd;
    message(odd, {AF_INET, "10.9.9.9", nullptr, 33, 3, 0, 0u, 3600, 1800});
    Bytes packet = good;
    packet[sizeof(nlmsghdr)] = AF_PACKET; // ifa_family
    EXPECT_TRUE(parseAddressDump(odd).leases.empty());
    EXPECT_TRUE(parseAddressDump(packet).leases.empty());
}

TEST(AddressLeases, LiveDumpAnswers)
{
    // This machine's leases, if any, are its own business: only that the dump works and ends.
    for (const InterfaceLease &found : readLiveAddressLeases()) {
        EXPECT_GT(found.interfaceIndex, 0);
        EXPECT_NE(found.lease.address.find('/'), std::string::npos);
        EXPECT_NE(found.lease.validSeconds, 0xFFFFFFFFu);
    }
}

TEST(AddressText, SameTextForEveryCaller)
{
    const std::array<unsigned char, 4> v4{192, 0, 2, 10};
    std::array<unsigned char, 16> v6{};
    v6[0] = 0x20;
    v6[1] = 0x01;
    v6[2] = 0x0d;
    v6[3] = 0xb8;
    v6[15] = 1;
    EXPECT_EQ(addressWithPrefix(AF_INET, v4.data(), 24), "192.0.2.10/24");
    EXPECT_EQ(addressWithPrefix(AF_INET6, v6.data(), 64), "2001:db8::1/64");
    EXPECT_EQ(addressWithPrefix(AF_INET, v4.data(), 32), "192.0.2.10/32");
    EXPECT_FALSE(addressWithPrefix(AF_INET, v4.data(), 33).has_value());
    EXPECT_FALSE(addressWithPrefix(AF_INET6, v6.data(), 129).has_value());
    EXPECT_FALSE(addressWithPrefix(AF_INET, v4.data(), -1).has_value());
    EXPECT_FALSE(addressWithPrefix(AF_PACKET, v4.data(), 8).has_value());
}

} // namespace
} // namespace shardscope::probe
