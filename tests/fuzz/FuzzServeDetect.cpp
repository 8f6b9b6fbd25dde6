// libFuzzer target: serve_detect as each side reads it (issue 16), on any JSON document (and each
// member of an object, so that the golden files are seeds as they are): the agent's params parser
// (parseServeDetectParams), the controller's reply parser (parseServeDetectReply) and the words a
// reply that found no server is shown with (serveDetectProblemText). Each run is checked:
// - what parses is what its own JSON parses to;
// - params never come back, nor fail, with the API key in an error;
// - a reply holds only what the parser promises: bounded strings without control characters, a
//   dialect when it found a server, and a software name exactly when it has a dialect;
// - the problem text is empty exactly for Found, else safe to show, naming the endpoint and every
//   line of evidence, and no longer than its parts.
// remote-agent/serve/Detect.h reads the probes' HTTP bodies only inside detectServer, over
// sockets: its parts are not here (tests/remote-agent/serve/DetectTest.cpp runs it).
#include "FuzzSupport.h"

#include "remote-agent/protocol/SafeText.h"
#include "remote-agent/protocol/Serve.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace shardscope::protocol;
using shardscope::fuzz::require;
using shardscope::fuzz::roundTripSame;

namespace {

/// The golden params' endpoint: problem texts are checked with it and with the input's own.
const std::string kEndpoint = "http://10.0.0.2:8080";
/// Longest fixed part of a problem text (serveDetectProblemText's "answered, but not as …"), with
/// room for where an endpoint's broken UTF-8 meets the text after it.
constexpr std::size_t kMaxProblemFixedBytes = 160;

bool bounded(const std::string &text, std::size_t maxBytes)
{
    return text.size() <= maxBytes && !hasControlCharacters(text);
}

/// The key an error must not hold: one long enough that no fixed part of a message holds it by
/// chance (the fuzzer would find a field name).
constexpr std::size_t kMinCheckedKeyBytes = 8;

void checkParams(const nlohmann::json &document)
{
    roundTripSame(parseServeDetectParams, document);
    const auto params = parseServeDetectParams(document);
    if (params) {
        require(bounded(params->endpoint, kMaxServeEndpointBytes));
        require(bounded(params->apiKey, kMaxServeApiKeyBytes));
        require(params->connectTimeoutMs >= 1 && params->connectTimeoutMs <= kMaxServeConnectTimeoutMs);
        require(params->readTimeoutMs >= 1 && params->readTimeoutMs <= kMaxServeReadTimeoutMs);
        return;
    }
    const auto key = document.is_object() ? document.find("api_key") : document.end();
    if (key == document.end() || !key->is_string())
        return;
    const std::string &secret = key->get_ref<const std::string &>();
    if (secret.size() < kMinCheckedKeyBytes || params.error().message.find(secret) == std::string::npos)
        return;
    // The message holds the key's text: only where the same document without its key gives that
    // text too (the key then spells part of another field's complaint), never from the key.
    nlohmann::json withoutKey = document;
    withoutKey.erase("api_key");
    const auto again = parseServeDetectParams(withoutKey);
    require(!again.ok() && again.error().message.find(secret) != std::string::npos);
}

void checkProblemText(const ServeDetectReply &reply, const std::string &endpoint)
{
    const std::string problem = serveDetectProblemText(reply, endpoint);
    if (reply.outcome == ServeDetectOutcome::Found) {
        require(problem.empty());
        return;
    }
    require(!problem.empty() && !hasControlCharacters(problem));
    std::size_t parts = kMaxProblemFixedBytes + safeText(endpoint).size();
    for (const std::string &line : reply.evidence) {
        parts += line.size() + 2;
        require(problem.find(line) != std::string::npos);
    }
    require(problem.size() <= parts);
    if (!hasControlCharacters(endpoint))
        require(problem.find(endpoint) != std::string::npos);
}

void checkReply(const nlohmann::json &document)
{
    roundTripSame(parseServeDetectReply, document);
    const auto reply = parseServeDetectReply(document);
    if (!reply)
        return;
    require(reply->outcome != ServeDetectOutcome::Unknown);
    require(reply->outcome != ServeDetectOutcome::Found || reply->dialect != ServeDialect::Unknown);
    require(reply->software.empty() == (reply->dialect == ServeDialect::Unknown));
    require(bounded(reply->software, kMaxServeSoftwareBytes));
    require(bounded(reply->version, kMaxServeVersionBytes));
    require(reply->models.size() <= kMaxServeDetectModels);
    for (const std::string &model : reply->models)
        require(bounded(model, kMaxServeModelBytes));
    require(reply->evidence.size() <= kMaxServeDetectEvidence);
    for (const std::string &line : reply->evidence)
        require(bounded(line, kMaxServeEvidenceBytes));

    checkProblemText(*reply, kEndpoint);
    // The endpoint as the input gives it, whatever it holds (a real one is checked by then, but
    // the words must be safe with any).
    if (document.is_object())
        if (const auto endpoint = document.find("endpoint");
            endpoint != document.end() && endpoint->is_string())
            checkProblemText(*reply, endpoint->get_ref<const std::string &>());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    shardscope::fuzz::forEachDocument(data, size, [](const nlohmann::json &document) {
        checkParams(document);
        checkReply(document);
    });
    return 0;
}
