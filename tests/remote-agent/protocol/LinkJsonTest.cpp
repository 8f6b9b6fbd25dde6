// JSON of the link test messages (remote-agent/protocol/Link.h): the golden examples in
// data/golden-link.json parse and round-trip, and the strict parsers refuse broken documents with
// an error that names the field (and never repeats a token).
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Messages.h"
#include "tests/remote-agent/protocol/JsonTestSupport.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>

using namespace shardscope::protocol;
using nlohmann::json;
using shardscope::protocol::test::errorOf;
using shardscope::protocol::test::golden;
using shardscope::protocol::test::roundTrip;

namespace {

const std::string kToken = "00112233445566778899aabbccddeeff";

} // namespace

TEST(LinkJson, GoldenExamplesRoundTrip)
{
    const json g = golden("golden-link.json");
    const auto settings = roundTrip(g["link_test_settings"], parseLinkTestSettings);
    EXPECT_EQ(settings, LinkTestSettings{});

    const auto serveParams = roundTrip(g["link_serve_params"], parseLinkServeParams);
    EXPECT_EQ(serveParams.bindAddress, "10.0.0.2");
    EXPECT_EQ(serveParams.token, kToken);
    EXPECT_EQ(serveParams.maxDurationMs, 71000);

    const auto serve = roundTrip(g["link_serve_reply"], parseLinkServeReply);
    EXPECT_EQ(serve.serverId, 1);
    EXPECT_EQ(serve.udpPort, 40001);
    EXPECT_EQ(serve.tcpPort, 40002);
    ASSERT_TRUE(serve.interfaceBefore.has_value());
    EXPECT_EQ(serve.interfaceBefore->speedMbps, 10000);
    EXPECT_EQ(serve.interfaceBefore->duplex, Duplex::Full);

    EXPECT_EQ(roundTrip(g["link_stop_params"], parseLinkStopParams).serverId, 1);
    const auto stop = roundTrip(g["link_stop_reply"], parseLinkStopReply);
    EXPECT_EQ(stop.answeredDatagrams, 2410u);
    EXPECT_EQ(stop.rejectedConnections, 1u);
    ASSERT_TRUE(stop.interfaceAfter.has_value());
    EXPECT_FALSE(stop.interfaceAfter->speedMbps.has_value());

    const auto testParams = roundTrip(g["link_test_params"], parseLinkTestParams);
    EXPECT_EQ(testParams.settings.probeCount, 4u);
    EXPECT_FALSE(testParams.settings.measurePathMtu);
    ASSERT_TRUE(tokenFromHex(testParams.token).has_value()) << "upper-case hex is a token too";
    EXPECT_EQ(tokenToHex(tokenFromHex(testParams.token)->data(), 16), kToken);

    const auto report = roundTrip(g["link_test_report"], parseLinkTestReport);
    EXPECT_FALSE(report.sameHost);
    EXPECT_EQ(report.udpLatency.sent, 4u);
    EXPECT_EQ(report.udpLatency.samplesUs, (std::vector<double>{120.25, 101.5, 180.0}));
    ASSERT_TRUE(report.udpLatency.rtt.has_value());
    EXPECT_DOUBLE_EQ(report.udpLatency.rtt->jitterUs, 4.75);
    EXPECT_EQ(report.udpLatency.serverDwellMeanUs, 14.5);
    EXPECT_FALSE(report.tcpLatency.serverDwellMeanUs.has_value());
    ASSERT_EQ(report.throughput.size(), 3u);
    EXPECT_EQ(report.throughput[0].mode, LinkMode::Forward);
    EXPECT_TRUE(report.throughput[0].forward.has_value());
    EXPECT_FALSE(report.throughput[0].reverse.has_value());
    EXPECT_EQ(report.throughput[0].forward->retransmits, 12u);
    EXPECT_EQ(report.throughput[2].mode, LinkMode::Bidirectional);
    EXPECT_TRUE(report.throughput[2].forward && report.throughput[2].reverse);
    ASSERT_EQ(report.loadedLatency.size(), 2u);
    EXPECT_EQ(report.loadedLatency[1].mode, LinkMode::Reverse);
    EXPECT_FALSE(report.loadedLatency[1].latency.rtt.has_value());
    EXPECT_FALSE(report.loadedLatency[1].loadBitsPerSecond.has_value());
    ASSERT_TRUE(report.pathMtu.has_value());
    EXPECT_EQ(report.pathMtu->packetBytes, 9000u);
    EXPECT_DOUBLE_EQ(report.elapsedSeconds, 2.75);

    // The pair as the controller stores it, built from the parts.
    const json pair{{"settings", g["link_test_settings"]},
                    {"serve", g["link_serve_reply"]},
                    {"test", g["link_test_report"]},
                    {"stop", g["link_stop_reply"]}};
    const auto stored = roundTrip(pair, parseLinkPairReport);
    EXPECT_EQ(stored.test, report);
    EXPECT_EQ(stored.serve, serve);
}

TEST(LinkJson, ValuesRoundTripThroughJson)
{
    LinkTestReport report;
    report.clientStackId = "a/1";
    report.serverStackId = "a/1";
    report.sameHost = true;
    report.udpLatency.sent = 2;
    report.udpLatency.received = 1;
    report.udpLatency.lossPercent = 50;
    report.udpLatency.rtt = RttSummary{1, 2, 3, 4, 5, 6, 7, 8};
    report.udpLatency.samplesUs = {12.125};
    ThroughputPhase phase;
    phase.mode = LinkMode::Reverse;
    phase.streams = 4;
    phase.reverse = DirectionThroughput{1e9, 125000000, 1.0, {1e9}, {2.5e8, 2.5e8, 2.5e8, 2.5e8}, 3, 100.5};
    report.throughput.push_back(phase);
    report.pathMtu = PathMtuResult{1472, 1500};
    const auto parsed = parseLinkTestReport(json(report));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(*parsed, report);

    LinkTestParams params;
    params.targetAddress = "::1";
    params.udpPort = 1;
    params.tcpPort = 65535;
    params.token = kToken;
    const auto parsedParams = parseLinkTestParams(json(params));
    ASSERT_TRUE(parsedParams.ok()) << parsedParams.error().message;
    EXPECT_EQ(*parsedParams, params);
}

TEST(LinkJson, MissingRequiredFieldsAreNamed)
{
    const json g = golden("golden-link.json");
    struct Case {
        const char *document;
        const char *field;
        std::function<std::string(const json &)> parse;
    };
    const auto settings = [](const json &j) {
        return errorOf(j, parseLinkTestSettings);
    };
    const auto serveParams = [](const json &j) {
        return errorOf(j, parseLinkServeParams);
    };
    const auto serveReply = [](const json &j) {
        return errorOf(j, parseLinkServeReply);
    };
    const auto stopParams = [](const json &j) {
        return errorOf(j, parseLinkStopParams);
    };
    const auto stopReply = [](const json &j) {
        return errorOf(j, parseLinkStopReply);
    };
    const auto testParams = [](const json &j) {
        return errorOf(j, parseLinkTestParams);
    };
    const auto report = [](const json &j) {
        return errorOf(j, parseLinkTestReport);
    };
    const std::vector<Case> cases = {
        {"link_test_settings", "probe_count", settings},
        {"link_test_settings", "measure_path_mtu", settings},
        {"link_test_settings", "loaded_duration_ms", settings},
        {"link_serve_params", "bind_address", serveParams},
        {"link_serve_params", "token", serveParams},
        {"link_serve_params", "max_duration_ms", serveParams},
        {"link_serve_reply", "server_id", serveReply},
        {"link_serve_reply", "udp_port", serveReply},
        {"link_serve_reply", "stack_id", serveReply},
        {"link_stop_params", "server_id", stopParams},
        {"link_stop_reply", "reached_max_duration", stopReply},
        {"link_test_params", "target_address", testParams},
        {"link_test_params", "tcp_port", testParams},
        {"link_test_params", "settings", testParams},
        {"link_test_params", "token", testParams},
        {"link_test_report", "same_host", report},
        {"link_test_report", "udp_latency", report},
        {"link_test_report", "throughput", report},
        {"link_test_report", "loaded_latency", report},
        {"link_test_report", "elapsed_seconds", report},
    };
    for (const Case &c : cases) {
        json document = g[c.document];
        ASSERT_EQ(document.erase(c.field), 1u) << c.document << "." << c.field;
        const std::string message = c.parse(document);
        EXPECT_EQ(message, std::string(c.field) + " is missing") << c.document;
    }

    // Nested: the path names where the field sits.
    json nested = g["link_test_report"];
    nested["throughput"][1]["reverse"].erase("bytes");
    EXPECT_EQ(report(nested), "throughput[1].reverse.bytes is missing");
    nested = g["link_test_params"];
    nested["settings"].erase("streams");
    EXPECT_EQ(testParams(nested), "settings.streams is missing");
    nested = g["link_test_report"];
    nested["loaded_latency"][0]["latency"]["rtt"].erase("p99_us");
    EXPECT_EQ(report(nested), "loaded_latency[0].latency.rtt.p99_us is missing");
    nested = g["link_serve_reply"];
    nested["interface_before"].erase("name");
    EXPECT_EQ(serveReply(nested), "interface_before.name is missing");

    // Optional fields may be absent.
    json optional = g["link_test_report"];
    optional.erase("interface_before");
    optional.erase("path_mtu");
    optional["udp_latency"].erase("rtt");
    optional["throughput"][0]["forward"].erase("retransmits");
    EXPECT_TRUE(parseLinkTestReport(optional).ok());
    json noStackId = g["link_test_params"];
    noStackId.erase("server_stack_id");
    EXPECT_TRUE(parseLinkTestParams(noStackId).ok());
}

TEST(LinkJson, WrongTypesAreNamed)
{
    const json g = golden("golden-link.json");
    json settings = g["link_test_settings"];
    settings["probe_count"] = "1000";
    EXPECT_EQ(errorOf(settings, parseLinkTestSettings), "probe_count is not an unsigned integer");
    settings = g["link_test_settings"];
    settings["probe_count"] = -1;
    EXPECT_EQ(errorOf(settings, parseLinkTestSettings), "probe_count is negative");
    settings = g["link_test_settings"];
    settings["probe_count"] = 1.5;
    EXPECT_EQ(errorOf(settings, parseLinkTestSettings), "probe_count is not an unsigned integer");
    settings = g["link_test_settings"];
    settings["probe_count"] = 5'000'000'000ULL;
    EXPECT_EQ(errorOf(settings, parseLinkTestSettings), "probe_count is out of range");
    settings = g["link_test_settings"];
    settings["measure_path_mtu"] = 1;
    EXPECT_EQ(errorOf(settings, parseLinkTestSettings), "measure_path_mtu is not a boolean");

    json params = g["link_test_params"];
    params["udp_port"] = 70000;
    EXPECT_EQ(errorOf(params, parseLinkTestParams), "udp_port is out of range");
    params = g["link_test_params"];
    params["tcp_port"] = 0;
    EXPECT_EQ(errorOf(params, parseLinkTestParams), "tcp_port must be a port from 1 to 65535");
    params = g["link_test_params"];
    params["settings"] = json::array();
    EXPECT_EQ(errorOf(params, parseLinkTestParams), "settings is not an object");
    params = g["link_test_params"];
    params["target_address"] = 10;
    EXPECT_EQ(errorOf(params, parseLinkTestParams), "target_address is not a string");

    json report = g["link_test_report"];
    report["throughput"][0]["mode"] = "sideways";
    EXPECT_EQ(errorOf(report, parseLinkTestReport),
              "throughput[0].mode is not forward, reverse or bidirectional");
    report = g["link_test_report"];
    report["udp_latency"]["samples_us"][1] = "101.5";
    EXPECT_EQ(errorOf(report, parseLinkTestReport),
              "udp_latency.samples_us holds a value that is not a number");
    report = g["link_test_report"];
    report["udp_latency"]["samples_us"].push_back(1.0);
    EXPECT_EQ(errorOf(report, parseLinkTestReport),
              "udp_latency.samples_us does not hold one value per received probe");
    report = g["link_test_report"];
    report["throughput"] = json::object();
    EXPECT_EQ(errorOf(report, parseLinkTestReport), "throughput is not an array");
    report = g["link_test_report"];
    report["loaded_latency"][0] = 5;
    EXPECT_EQ(errorOf(report, parseLinkTestReport), "loaded_latency[0] is not a JSON object");

    EXPECT_EQ(errorOf(json::array(), parseLinkStopParams), "document is not a JSON object");
    EXPECT_EQ(errorOf(json("x"), parseLinkTestReport), "document is not a JSON object");
}

TEST(LinkJson, BadTokensAreRefusedWithoutEchoingThem)
{
    const json g = golden("golden-link.json");
    const std::vector<std::string> badTokens = {
        "",
        "0011223344556677889900aabbccddee0", // 33 digits
        "0011223344556677889900aabbccddx",   // 31
        "0011223344556677889900aabbccddeg",  // not hex
        "0011223344556677 8899aabbccddeeff", // a space
        "-0112233445566778899aabbccddeeff",
    };
    for (const std::string &token : badTokens) {
        EXPECT_FALSE(tokenFromHex(token).has_value()) << token;
        json serve = g["link_serve_params"];
        serve["token"] = token;
        const std::string serveError = errorOf(serve, parseLinkServeParams);
        EXPECT_EQ(serveError, "token is not 32 hexadecimal digits");
        json test = g["link_test_params"];
        test["token"] = token;
        const std::string testError = errorOf(test, parseLinkTestParams);
        EXPECT_EQ(testError, "token is not 32 hexadecimal digits");
        if (!token.empty()) {
            EXPECT_EQ(serveError.find(token), std::string::npos);
            EXPECT_EQ(testError.find(token), std::string::npos);
        }
    }
    json serve = g["link_serve_params"];
    serve["token"] = 1234;
    EXPECT_EQ(errorOf(serve, parseLinkServeParams), "token is not a string");

    const std::uint8_t bytes[16]
        = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};
    EXPECT_EQ(tokenToHex(bytes, 16), kToken);
    const auto back = tokenFromHex(kToken);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, std::vector<std::uint8_t>(bytes, bytes + 16));
}

TEST(LinkJson, OutOfRangeSettingsAreRefused)
{
    const json base = golden("golden-link.json")["link_test_settings"];
    struct Case {
        const char *field;
        json value;
        const char *message;
    };
    const std::vector<Case> cases = {
        {"probe_count", 0, "probe_count must be from 1 to 50000"},
        {"probe_count", 50'001, "probe_count must be from 1 to 50000"},
        {"request_response_count", 0, "request_response_count must be from 1 to 50000"},
        {"request_response_count", 2'000'000, "request_response_count must be from 1 to 50000"},
        {"duration_ms", 99, "duration_ms must be from 100 to 600000 ms"},
        {"duration_ms", 600'001, "duration_ms must be from 100 to 600000 ms"},
        {"loaded_duration_ms", 0, "loaded_duration_ms must be from 100 to 600000 ms"},
        {"loaded_duration_ms", -5, "loaded_duration_ms must be from 100 to 600000 ms"},
        {"streams", 0, "streams must be from 1 to 16"},
        {"streams", 17, "streams must be from 1 to 16"},
        {"interval_ms", 9, "interval_ms must be from 10 to 3000 ms"},
        {"interval_ms", 3001, "interval_ms must be from 10 to 3000 ms"},
        {"probe_interval_us", 0, "probe_interval_us must be from 1 to 1000000 µs"},
        {"probe_interval_us", 1'000'001, "probe_interval_us must be from 1 to 1000000 µs"},
    };
    for (const Case &c : cases) {
        json settings = base;
        settings[c.field] = c.value;
        EXPECT_EQ(errorOf(settings, parseLinkTestSettings), c.message) << c.field << " = " << c.value;
    }

    // The edges are allowed.
    json edges = base;
    edges["probe_count"] = 1;
    edges["request_response_count"] = 50'000;
    edges["duration_ms"] = 100;
    edges["interval_ms"] = 100;
    edges["loaded_duration_ms"] = 600'000;
    edges["streams"] = 16;
    EXPECT_TRUE(parseLinkTestSettings(edges).ok());
    json longProbes = base;
    longProbes["probe_count"] = 50'000;
    longProbes["probe_interval_us"] = 1'000'000;
    EXPECT_EQ(errorOf(longProbes, parseLinkTestSettings), "probe_count × probe_interval_us exceeds 10 min");
    json fineSteps = base;
    fineSteps["duration_ms"] = 600'000;
    fineSteps["interval_ms"] = 10;
    EXPECT_EQ(errorOf(fineSteps, parseLinkTestSettings), "duration_ms / interval_ms exceeds 10000 steps");
    // Steps are counted rounded up, as the data plane does: a last, shorter step counts too.
    fineSteps["duration_ms"] = 100'000;
    EXPECT_TRUE(parseLinkTestSettings(fineSteps).ok());
    fineSteps["duration_ms"] = 100'001;
    EXPECT_EQ(errorOf(fineSteps, parseLinkTestSettings), "duration_ms / interval_ms exceeds 10000 steps");

    // Out-of-range settings inside link_test params name their place.
    json params = golden("golden-link.json")["link_test_params"];
    params["settings"]["streams"] = 0;
    EXPECT_EQ(errorOf(params, parseLinkTestParams), "settings.streams must be from 1 to 16");

    json serve = golden("golden-link.json")["link_serve_params"];
    serve["max_duration_ms"] = 0;
    EXPECT_EQ(errorOf(serve, parseLinkServeParams), "max_duration_ms must be from 1 to 14400000 ms");
    serve = golden("golden-link.json")["link_serve_params"];
    serve["bind_address"] = "";
    EXPECT_EQ(errorOf(serve, parseLinkServeParams), "bind_address is empty");
    // A server listens on one interface: never on all of them, nor on a multicast or broadcast group.
    for (const char *address :
         {"0.0.0.0", "0.1.2.3", "::", "224.0.0.1", "239.255.255.250", "255.255.255.255", "ff02::1",
          "::ffff:0.0.0.0", "::ffff:224.0.0.1", "localhost", "10.0.0.256", "fe80::1%", "%eth0"}) {
        serve["bind_address"] = address;
        EXPECT_EQ(errorOf(serve, parseLinkServeParams),
                  std::string("bind_address must be a numeric unicast address of one interface, not ")
                      + address);
    }
    for (const char *address : {"10.0.0.2", "127.0.0.1", "255.255.255.254", "::1", "2001:db8::1",
                                "fe80::1%eth0", "::ffff:10.0.0.2"}) {
        serve["bind_address"] = address;
        EXPECT_TRUE(parseLinkServeParams(serve).ok()) << address;
    }
}

TEST(LinkJson, BudgetCoversEveryPhase)
{
    const LinkTestSettings defaults;
    // 1 s probes + 1 s, 1 s request/response + 1 s, 5 s MTU, 6 × (3 + 2) s, 2 × (2 + 2) s, 20 s.
    EXPECT_EQ(linkTestBudgetMs(defaults), 2000 + 2000 + 5000 + 30'000 + 8000 + 20'000);
    LinkTestSettings noMtu = defaults;
    noMtu.measurePathMtu = false;
    EXPECT_EQ(linkTestBudgetMs(noMtu), linkTestBudgetMs(defaults) - 5000);
    LinkTestSettings longer = defaults;
    longer.durationMs += 1000;
    EXPECT_EQ(linkTestBudgetMs(longer), linkTestBudgetMs(defaults) + 6000);
    LinkTestSettings absurd = defaults;
    absurd.probeIntervalUs = std::numeric_limits<std::int64_t>::max();
    absurd.durationMs = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(linkTestBudgetMs(absurd), std::numeric_limits<std::int64_t>::max()) << "saturates, never wraps";
}

TEST(LinkJson, ModeNames)
{
    for (const LinkMode mode : {LinkMode::Forward, LinkMode::Reverse, LinkMode::Bidirectional})
        EXPECT_EQ(linkModeFromString(toString(mode)), mode);
    EXPECT_EQ(toString(LinkMode::Unknown), "unknown");
    EXPECT_EQ(linkModeFromString("Forward"), LinkMode::Unknown);
}

TEST(LinkJson, LinkErrorCodesHaveStableNames)
{
    EXPECT_EQ(toString(AgentErrorCode::LinkFailed), "link_failed");
    EXPECT_EQ(toString(AgentErrorCode::Cancelled), "cancelled");
    EXPECT_EQ(agentErrorCodeFromString("link_failed"), AgentErrorCode::LinkFailed);
    EXPECT_EQ(agentErrorCodeFromString("cancelled"), AgentErrorCode::Cancelled);
    const std::string line = serialize(ErrorReply{5, AgentErrorCode::LinkFailed, "refused"});
    const auto parsed = parseMessage(line);
    ASSERT_TRUE(parsed.ok()) << line;
    EXPECT_EQ(std::get<ErrorReply>(*parsed).code, AgentErrorCode::LinkFailed);
}

TEST(LinkJson, ReachTestParamsAndReplyRoundTrip)
{
    ReachTestParams params;
    params.peers = {ReachPeer{"10.0.0.3", 40001, 40002, kToken, {"node3", "node3.lan"}},
                    ReachPeer{"fd00::4", 40003, 40004, kToken, {}}};
    params.ownNames = {"node2"};
    params.timeoutMs = 1500;
    params.measurePathMtu = false;
    const auto parsedParams = parseReachTestParams(json(params));
    ASSERT_TRUE(parsedParams) << parsedParams.error().message;
    EXPECT_EQ(*parsedParams, params);

    ReachResult full;
    full.address = "10.0.0.3";
    full.names = {NameResolution{"node3", {"10.0.0.3", "fd00::3"}, std::nullopt},
                  NameResolution{"node3.lan", {}, std::string("Name or service not known")}};
    full.tcp = TcpReach::Connected;
    full.tcpConnectMs = 0.31;
    full.udpSent = 3;
    full.udpReceived = 2;
    full.udpRttUs = 87.5;
    full.replyTtl = 63;
    full.pathMtu = PathMtuResult{1472, 1500};
    full.interfaceName = "enp5s0";
    full.sourceAddress = "10.0.0.2";
    ReachResult bare;
    bare.address = "fd00::4";
    bare.tcp = TcpReach::TimedOut;
    bare.tcpDetail = "no answer in 1500 ms";
    bare.udpSent = 3;
    bare.pathMtuError = "no UDP echo came back";
    const ReachTestReply reply{{full, bare}, {NameResolution{"node2", {"127.0.1.1"}, std::nullopt}}, 2.5};
    const json written(reply);
    EXPECT_FALSE(written["peers"][1].contains("udp_rtt_us"));
    EXPECT_EQ(written["peers"][1]["tcp"], "timed_out");
    const auto parsedReply = parseReachTestReply(written);
    ASSERT_TRUE(parsedReply) << parsedReply.error().message;
    EXPECT_EQ(*parsedReply, reply);
}

TEST(LinkJson, ReachTestParamsOutOfBoundsAndBrokenRepliesAreRefusedByField)
{
    const ReachPeer peer{"10.0.0.3", 40001, 40002, kToken, {"node3"}};
    const auto refused = [](const ReachTestParams &params) {
        const auto parsed = parseReachTestParams(json(params));
        return parsed ? std::string() : parsed.error().message;
    };
    ReachTestParams tooMany{std::vector<ReachPeer>(kMaxReachPeers + 1, peer), {}, 2000, true};
    EXPECT_EQ(refused(tooMany), "peers holds more than 64 peers");
    ReachTestParams shortTimeout{{peer}, {}, 50, true};
    EXPECT_EQ(refused(shortTimeout), "timeout_ms must be from 100 to 30000 ms");
    ReachPeer wildcard = peer;
    wildcard.address = "0.0.0.0";
    EXPECT_EQ(refused(ReachTestParams{{wildcard}, {}, 2000, true}),
              "peers[0].address must be a numeric unicast address, not 0.0.0.0");
    ReachPeer named = peer;
    named.names = std::vector<std::string>(kMaxReachNames + 1, "x");
    EXPECT_EQ(refused(ReachTestParams{{named}, {}, 2000, true}), "peers[0].names holds more than 8 names");
    ReachTestParams ownNames{{peer}, std::vector<std::string>(kMaxReachNames + 1, "x"), 2000, true};
    EXPECT_EQ(refused(ownNames), "own_names holds more than 8 names");
    ReachPeer badToken = peer;
    badToken.token = "secret";
    const std::string tokenError = refused(ReachTestParams{{badToken}, {}, 2000, true});
    EXPECT_EQ(tokenError, "peers[0].token is not 32 hexadecimal digits");

    json reply = json(ReachTestReply{{ReachResult{}}, {}, 1.0});
    reply["peers"][0]["tcp"] = "maybe";
    EXPECT_EQ(errorOf(reply, parseReachTestReply),
              "peers[0].tcp is not one of connected, refused, timed_out, unreachable, failed");
    reply["peers"][0]["tcp"] = "connected";
    reply["peers"][0]["udp_received"] = 4;
    reply["peers"][0]["udp_sent"] = 3;
    EXPECT_EQ(errorOf(reply, parseReachTestReply), "peers[0].udp_received is more than udp_sent");
}

TEST(LinkJson, TheReachBudgetGrowsWithThePeersAndTheTimeout)
{
    const ReachPeer peer{"10.0.0.3", 40001, 40002, kToken, {}};
    const std::int64_t one = reachTestBudgetMs(ReachTestParams{{peer}, {}, 2000, true});
    const std::int64_t two = reachTestBudgetMs(ReachTestParams{{peer, peer}, {}, 2000, true});
    EXPECT_GT(one, 2 * 2000);
    EXPECT_GT(two, one);
    EXPECT_GT(reachTestBudgetMs(ReachTestParams{{peer}, {}, 30000, true}), one);
}
