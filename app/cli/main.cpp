// shardscope-cli: ShardScope without a GUI, for scripts and tests.
//   shardscope-cli inventory --local [--pdf FILE] [--json] [--db PATH]
//   shardscope-cli hosts list|add|remove|import … (see HostsCommand.cpp)
//   shardscope-cli inventory|deploy|remove (--host user@addr[:port]|NAME … | --all)
//                  [--remote-agent PATH (inventory) | --node-dir DIR] [--identity FILE]
//                  [--known-hosts FILE] [--accept-new] [--ssh-config FILE|none] [--parallel N]
//                  [--pdf FILE (inventory)] [--json] [--db PATH]
//   shardscope-cli linktest (--host user@addr[:port]|NAME … | --all) [--duration S] [--streams P]
//                  [--probes N] [--one-at-a-time] and the SSH and agent options of deploy and inventory
//   shardscope-cli check (--host user@addr[:port]|NAME … | --all) and the SSH and agent options of
//                  linktest: the setup check (cluster interfaces, names, reachability, exposure)
//   shardscope-cli setup-sheet [--host …|--all] [--pdf FILE] [--md FILE] and the SSH and agent options
//                  of check: the check, then the setup sheet (every stored node without --host)
//   shardscope-cli bench (--host user@addr[:port]|NAME … | --all) --model NAME [--dtype
//   f32|bf16|f16|q8_0|q4_0]
//                  [--backend cpu|cuda] [--prompt N] [--gen N] [--concurrency 1,4]
//                  [--layouts single,tp,pp,replicas] [--split-over NAME,NAME[,…] …] [--threads N]
//                  [--seed S] [--warmup N] [--prefills N]
//                  [--usage chat|throughput|both] [--ttft-target MS] [--tpot-target MS]
//                  and the SSH and agent options of linktest
//   shardscope-cli serve-bench --endpoint URL [--api-model NAME] [--host NAME …] [--from NAME|local]
//                  [--dialect auto|openai|chat|llama.cpp|ollama] [--layout single|tp|pp|replicas]
//                  [--prompt N] [--gen N] [--concurrency 1,4,16] [--rate R [--burstiness B]]
//                  [--requests N | --duration S] [--warmup N] [--read-timeout S] [--api-key-stdin]
//                  [--usage …] [--ttft-target MS] [--tpot-target MS] and the SSH and agent options
//                  of bench; the API key from SHARDSCOPE_API_KEY or --api-key-stdin, never argv
//   shardscope-cli serve-bench --engine llama.cpp --host NAME … (--model-file PATH | --model PRESET
//                  [--quant f16|q8_0|q4_0]) [--layout single|pp|replicas | --layouts single,split,copies]
//                  [--llama-bin DIR] and the workload
//                  options above: ShardScope starts llama.cpp there, measures it and stops it
//   shardscope-cli runs [--kind bench|linktest|serve|setup_check] [--json] [--db PATH]
//   shardscope-cli report --run ID [--pdf FILE] [--csv FILE] [--summary-csv FILE] [--json FILE]
//                  [--db PATH] (see ReportCommand.cpp)
#include "app/cli/BenchCommand.h"
#include "app/cli/CheckCommand.h"
#include "app/cli/CliOptions.h"
#include "app/cli/CliOutput.h"
#include "app/cli/HostsCommand.h"
#include "app/cli/InventoryCommand.h"
#include "app/cli/LinkCommand.h"
#include "app/cli/NodeCommands.h"
#include "app/cli/ReportCommand.h"
#include "app/cli/RunsCommand.h"
#include "app/cli/ServeCommand.h"
#include "core/ApplicationIdentity.h"
#include "core/agent/AgentChannel.h"
#include "core/cluster/LinkMatrix.h"
#include "core/model/ServePlan.h"
#include "remote-agent/protocol/Link.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <string>

namespace {

using namespace shardscope;

/// The options that say which nodes to work on and how to reach them (NodeSelection).
struct SelectionOptions {
    QCommandLineOption host;
    QCommandLineOption all;
    QCommandLineOption identity;
    QCommandLineOption knownHosts;
    QCommandLineOption acceptNew;
    QCommandLineOption remoteAgent;
    QCommandLineOption sshConfig;
    QCommandLineOption nodeDir;
    QCommandLineOption parallel;
};

/// Reads the node selection shared by inventory, deploy, remove, linktest and bench; on a usage
/// error returns the message to print. Only inventory, linktest and bench take --remote-agent.
std::optional<QString> readSelection(const QCommandLineParser &parser, const SelectionOptions &options,
                                     bool takesRemoteAgent, cli::NodeSelection *selection)
{
    selection->allStored = parser.isSet(options.all);
    for (const QString &text : parser.values(options.host)) {
        QString problem;
        const std::optional<cli::HostSpec> host = cli::parseHostSpec(text, &problem);
        if (!host)
            return QStringLiteral("--host %1").arg(problem);
        selection->hosts.append(*host);
    }
    QList<QCommandLineOption> paths{options.identity, options.knownHosts, options.nodeDir, options.sshConfig};
    if (takesRemoteAgent)
        paths << options.remoteAgent;
    for (const QCommandLineOption &option : std::as_const(paths)) {
        if (parser.isSet(option) && parser.value(option).isEmpty())
            return QStringLiteral("--%1 needs a value").arg(option.names().constFirst());
    }
    // Files read here: one that is not there would be read as empty, and the run would fail on
    // every node for a reason that does not name the typo.
    if (parser.isSet(options.identity)) {
        if (auto problem = cli::inputFileProblem(QStringLiteral("identity"), parser.value(options.identity)))
            return problem;
    }
    if (parser.isSet(options.sshConfig) && parser.value(options.sshConfig) != QLatin1String("none")) {
        if (auto problem
            = cli::inputFileProblem(QStringLiteral("ssh-config"), parser.value(options.sshConfig)))
            return problem;
    }
    if (parser.isSet(options.knownHosts)) {
        // --accept-new creates the file it stores the first key in, as ssh(1) does.
        const cli::MissingFile missing
            = parser.isSet(options.acceptNew) ? cli::MissingFile::MayBeCreated : cli::MissingFile::Refused;
        if (auto problem
            = cli::inputFileProblem(QStringLiteral("known-hosts"), parser.value(options.knownHosts), missing))
            return *problem
                   + (QFileInfo::exists(parser.value(options.knownHosts))
                          ? QString()
                          : QStringLiteral(" (--accept-new creates it)"));
    }
    if (parser.isSet(options.nodeDir) && !parser.value(options.nodeDir).startsWith(QLatin1Char('/')))
        return QStringLiteral("--node-dir needs an absolute path");
    bool parallelOk = false;
    selection->agents.parallel = parser.value(options.parallel).toInt(&parallelOk);
    if (!parallelOk || selection->agents.parallel < 1 || selection->agents.parallel > 64)
        return QStringLiteral("--parallel needs a number from 1 to 64");
    if (takesRemoteAgent) {
        if (parser.isSet(options.remoteAgent) && parser.isSet(options.nodeDir))
            return QStringLiteral(
                "--node-dir is for deploying the agent; --remote-agent uses one that is already "
                "there");
        selection->agents.remoteAgentPath = parser.value(options.remoteAgent);
    }
    selection->agents.location = core::DeploymentLocation{parser.value(options.nodeDir)};
    selection->sshConfig = parser.value(options.sshConfig);
    selection->identityFile = parser.value(options.identity);
    selection->knownHostsFile = parser.value(options.knownHosts);
    selection->acceptNew = parser.isSet(options.acceptNew);
    return std::nullopt;
}

/// Finds this computer's agent for deploying; false (after reporting it) when there is none.
bool findAgentToDeploy(cli::NodeSelection *selection, cli::OutputFormat format)
{
    const core::AgentSearch search = core::searchLocalAgent();
    if (search.found.isEmpty()) {
        cli::printFailure(QStringLiteral("finding the agent to deploy"),
                          core::Error{core::ErrorCode::AgentNotFound, search.problem}, format);
        return false;
    }
    selection->agents.localAgentPath = search.found;
    return true;
}

// The option texts name these limits.
static_assert(protocol::kMaxLinkStreams == 16 && protocol::kMaxLinkProbes == 50'000
              && core::kMinLinkProbes == 10);

/// A whole number from `low` to `high` of the command line, or nullopt.
std::optional<std::uint64_t> wholeNumber(const QString &text, std::uint64_t low, std::uint64_t high)
{
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

/// The bench options (all but the node selection, --json and --db); on a usage error returns the
/// message to print.
struct BenchOptionSet {
    QCommandLineOption model;
    QCommandLineOption dtype;
    QCommandLineOption backend;
    QCommandLineOption prompt;
    QCommandLineOption gen;
    QCommandLineOption concurrency;
    QCommandLineOption layouts;
    QCommandLineOption splitOver;
    QCommandLineOption threads;
    QCommandLineOption seed;
    QCommandLineOption warmup;
    QCommandLineOption prefills;
    QCommandLineOption usage;
    QCommandLineOption ttftTarget;
    QCommandLineOption tpotTarget;

    QList<QCommandLineOption> all() const
    {
        return {model,   dtype, backend, prompt,   gen,   concurrency, layouts,   splitOver,
                threads, seed,  warmup,  prefills, usage, ttftTarget,  tpotTarget};
    }
};

/// A positive number of the command line, or nullopt.
std::optional<double> positiveNumber(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !(value > 0))
        return std::nullopt;
    return value;
}

/// A latency target above an hour is a typo, not a goal.
constexpr double kMaxTargetMs = 3'600'000;

/// --usage, --ttft-target and --tpot-target: what the verdict weighs (the runs themselves are the
/// same), for bench and serve-bench.
std::optional<QString> readGoalOptions(const QCommandLineParser &parser, const BenchOptionSet &set,
                                       core::InferenceGoal *goal)
{
    if (parser.isSet(set.usage)) {
        goal->usage = core::usagePatternFromName(parser.value(set.usage));
        if (goal->usage == core::UsagePattern::Unknown)
            return QStringLiteral("unknown usage \"%1\": use chat, throughput or both")
                .arg(parser.value(set.usage));
    }
    for (const auto &[option, target] :
         {std::pair{&set.ttftTarget, &goal->ttftTargetMs}, std::pair{&set.tpotTarget, &goal->tpotTargetMs}}) {
        if (!parser.isSet(*option))
            continue;
        const std::optional<double> ms = positiveNumber(parser.value(*option));
        if (!ms || *ms > kMaxTargetMs)
            return QStringLiteral("--%1 needs a number of milliseconds above 0, at most %2")
                .arg(option->names().constFirst())
                .arg(kMaxTargetMs);
        *target = *ms;
    }
    return std::nullopt;
}

std::optional<QString> readBenchOptions(const QCommandLineParser &parser, const BenchOptionSet &set,
                                        cli::BenchCommandOptions *options)
{
    QStringList presets;
    for (const std::string &name : protocol::presetModelNames())
        presets << QString::fromStdString(name);
    if (!parser.isSet(set.model))
        return QStringLiteral("bench needs --model: one of %1").arg(presets.join(QStringLiteral(", ")));
    const std::optional<protocol::ModelShape> shape
        = protocol::presetModelShape(parser.value(set.model).toStdString());
    if (!shape)
        return QStringLiteral("unknown model \"%1\": use one of %2")
            .arg(parser.value(set.model), presets.join(QStringLiteral(", ")));
    options->model = *shape;

    options->backend = protocol::BenchBackend::Cpu;
    if (parser.isSet(set.backend)) {
        options->backend = protocol::benchBackendFromString(parser.value(set.backend).toStdString());
        if (options->backend == protocol::BenchBackend::Unknown)
            return QStringLiteral("unknown backend \"%1\": use cpu or cuda").arg(parser.value(set.backend));
    }
    // CPU ranks compute in f32 by default; GPUs in bf16, as inference servers do.
    options->dtype = protocol::defaultDType(options->backend);
    if (parser.isSet(set.dtype)) {
        options->dtype = protocol::dtypeFromString(parser.value(set.dtype).toStdString());
        if (options->dtype == protocol::DType::Unknown)
            return QStringLiteral("unknown data type \"%1\": use f32, bf16, f16, q8_0 or q4_0")
                .arg(parser.value(set.dtype));
        if (!protocol::backendTakes(options->backend, options->dtype))
            return options->backend == protocol::BenchBackend::Cuda
                       ? QStringLiteral(
                             "the CUDA backend does not run %1 weights yet; on GPUs use f32, bf16 or f16")
                             .arg(parser.value(set.dtype))
                       : QStringLiteral(
                           "f16 runs on GPUs only (--backend cuda); on CPUs use f32, bf16, q8_0 or q4_0");
    }

    struct Count {
        const QCommandLineOption &option;
        std::uint64_t low;
        std::uint64_t high;
        std::uint64_t *target;
    };
    std::uint64_t prompt = options->workload.promptTokens;
    std::uint64_t gen = options->workload.generateTokens;
    std::uint64_t warmup = options->workload.warmupSteps;
    std::uint64_t prefills = options->workload.prefills;
    std::uint64_t threads = 0;
    std::uint64_t seed = options->workload.seed;
    for (const Count &count :
         {Count{set.prompt, 1, protocol::kMaxBenchTokens, &prompt},
          Count{set.gen, 1, protocol::kMaxBenchTokens, &gen}, Count{set.warmup, 0, 1000, &warmup},
          Count{set.prefills, 1, protocol::kMaxBenchPrefills, &prefills},
          Count{set.threads, 1, 1024, &threads},
          Count{set.seed, 0, std::numeric_limits<std::uint64_t>::max(), &seed}}) {
        if (!parser.isSet(count.option))
            continue;
        const std::optional<std::uint64_t> value
            = wholeNumber(parser.value(count.option), count.low, count.high);
        if (!value)
            return QStringLiteral("--%1 needs a whole number from %2 to %3")
                .arg(count.option.names().constFirst())
                .arg(count.low)
                .arg(count.high);
        *count.target = *value;
    }
    if (prompt + gen > protocol::kMaxBenchTokens)
        return QStringLiteral("--prompt plus --gen is %1 tokens; at most %2 fit in one sequence")
            .arg(prompt + gen)
            .arg(protocol::kMaxBenchTokens);
    options->workload.promptTokens = std::uint32_t(prompt);
    options->workload.generateTokens = std::uint32_t(gen);
    options->workload.warmupSteps = std::uint32_t(warmup);
    options->workload.prefills = std::uint32_t(prefills);
    options->workload.seed = seed;
    options->threads = std::uint32_t(threads);

    QString problem;
    const auto concurrencies
        = cli::parseConcurrencyList(parser.value(set.concurrency), protocol::kMaxBenchConcurrency, &problem);
    if (!concurrencies)
        return QStringLiteral("--concurrency: %1").arg(problem);
    options->concurrencies = *concurrencies;
    if (parser.isSet(set.layouts)) {
        const auto layouts = cli::parseLayoutList(parser.value(set.layouts), &problem);
        if (!layouts)
            return QStringLiteral("--layouts: %1").arg(problem);
        options->layouts = *layouts;
    }
    for (const QString &value : parser.values(set.splitOver)) {
        const auto names = cli::parseNodeNameList(value, &problem);
        if (!names)
            return QStringLiteral("--split-over: %1").arg(problem);
        options->splitOver.append(*names);
    }

    return readGoalOptions(parser, set, &options->goal);
}

/// The serve-bench options besides the node selection, --json and --db; the goal's are bench's.
struct ServeOptionSet {
    QCommandLineOption endpoint;
    QCommandLineOption apiModel;
    QCommandLineOption from;
    QCommandLineOption dialect;
    QCommandLineOption layout;
    QCommandLineOption layouts;
    QCommandLineOption prompt;
    QCommandLineOption gen;
    QCommandLineOption concurrency;
    QCommandLineOption rate;
    QCommandLineOption burstiness;
    QCommandLineOption requests;
    QCommandLineOption duration;
    QCommandLineOption warmup;
    QCommandLineOption readTimeout;
    QCommandLineOption apiKeyStdin;
    QCommandLineOption vllmLaunch;
    QCommandLineOption engine;
    QCommandLineOption modelFile;
    QCommandLineOption model;
    QCommandLineOption quant;
    QCommandLineOption llamaBin;
    QCommandLineOption tensorSplit;

    QList<QCommandLineOption> all() const
    {
        return {endpoint,    apiModel, from,       dialect,  layout,   layouts,  prompt,      gen,
                concurrency, rate,     burstiness, requests, duration, warmup,   readTimeout, apiKeyStdin,
                vllmLaunch,  engine,   modelFile,  model,    quant,    llamaBin, tensorSplit};
    }
};

/// The environment variable serve-bench reads the server's API key from.
constexpr const char *kApiKeyVariable = "SHARDSCOPE_API_KEY";

std::optional<QString> readServeOptions(const QCommandLineParser &parser, const ServeOptionSet &set,
                                        const BenchOptionSet &goalSet, cli::ServeCommandOptions *options)
{
    if (parser.isSet(set.layout)) {
        QString problem;
        const auto layouts = cli::parseLayoutList(parser.value(set.layout), &problem);
        if (!layouts)
            return QStringLiteral("--layout: %1").arg(problem);
        if (layouts->size() != 1)
            return QStringLiteral("--layout takes one layout: how your server spreads the model");
        options->layout = layouts->first();
    }
    options->model = parser.value(set.apiModel);
    if (parser.isSet(set.engine)) {
        if (parser.value(set.engine) != QLatin1String("llama.cpp"))
            return QStringLiteral("unknown engine \"%1\": ShardScope starts llama.cpp (--engine llama.cpp); "
                                  "measure any other server you run with --endpoint")
                .arg(parser.value(set.engine));
        options->engine = cli::ServeEngine::LlamaCpp;
        if (parser.isSet(set.endpoint) || parser.isSet(set.dialect))
            return QStringLiteral("--engine llama.cpp starts the server itself: no --endpoint or --dialect");
        if (parser.isSet(set.layouts)) {
            if (parser.isSet(set.layout))
                return QStringLiteral("--layout or --layouts, not both");
            // llama.cpp's names too: its split is the RPC one, by layers.
            QString text = parser.value(set.layouts);
            text.replace(QRegularExpression(QStringLiteral("\\bsplit\\b")), QStringLiteral("pp"))
                .replace(QRegularExpression(QStringLiteral("\\bcopies\\b")), QStringLiteral("replicas"));
            QString problem;
            const auto layouts = cli::parseLayoutList(text, &problem);
            if (!layouts)
                return QStringLiteral("--layouts: %1 (or split, copies)").arg(problem);
            for (qsizetype i = 0; i < layouts->size(); ++i) {
                if (layouts->indexOf(layouts->at(i)) != i)
                    return QStringLiteral("--layouts: %1 is named twice")
                        .arg(QString::fromStdString(protocol::toString(layouts->at(i))));
            }
            options->layouts = *layouts;
            options->layout = layouts->first();
        }
        for (const protocol::BenchLayout layout :
             options->layouts.isEmpty() ? QList<protocol::BenchLayout>{options->layout} : options->layouts) {
            if (layout == protocol::BenchLayout::TensorParallel)
                return QStringLiteral(
                    "--engine llama.cpp runs single, pp (split: llama.cpp's RPC split) or "
                    "replicas (copies: one copy per machine): llama.cpp splits a model over "
                    "machines by layers only");
        }
        options->modelFile = parser.value(set.modelFile);
        if (parser.isSet(set.model) == parser.isSet(set.modelFile))
            return QStringLiteral("--engine llama.cpp needs --model-file PATH (a GGUF file on the first "
                                  "machine) or --model PRESET, one of them");
        if (parser.isSet(set.model)) {
            protocol::GgufWriteParams preset;
            preset.model = parser.value(set.model).toStdString();
            if (!protocol::presetModelShape(preset.model))
                return QStringLiteral("--model: \"%1\" is not a preset shape").arg(parser.value(set.model));
            if (parser.isSet(set.quant)) {
                const auto quant = protocol::ggufQuantFromName(parser.value(set.quant).toStdString());
                if (!quant)
                    return QStringLiteral("--quant: use f16, q8_0 or q4_0");
                preset.quant = *quant;
            }
            options->preset = preset;
        } else if (parser.isSet(set.quant)) {
            return QStringLiteral("--quant is for --model: a --model-file is run as it is quantized");
        }
        options->llamaBin = parser.value(set.llamaBin);
        if (parser.isSet(set.tensorSplit)) {
            QList<double> shares;
            for (const QString &field : parser.value(set.tensorSplit).split(QLatin1Char(','))) {
                bool ok = false;
                const double share = field.trimmed().toDouble(&ok);
                if (!ok || !std::isfinite(share) || share < 0)
                    return QStringLiteral("--tensor-split: \"%1\" is not a share; give one number of 0 or "
                                          "more per machine, in --host order, such as 3,1")
                        .arg(field);
                shares << share;
            }
            options->tensorSplit = shares;
        }
        if (parser.isSet(goalSet.threads)) {
            const std::optional<std::uint64_t> threads = wholeNumber(parser.value(goalSet.threads), 1, 1024);
            if (!threads)
                return QStringLiteral("--threads needs a whole number from 1 to 1024");
            options->threads = int(*threads);
        }
    } else if (parser.isSet(set.modelFile) || parser.isSet(set.model) || parser.isSet(set.quant)
               || parser.isSet(set.llamaBin) || parser.isSet(set.layouts) || parser.isSet(set.tensorSplit)
               || parser.isSet(goalSet.threads)) {
        return QStringLiteral(
            "--model-file, --model, --quant, --llama-bin, --tensor-split, --threads and --layouts go with "
            "--engine llama.cpp (your own server runs one layout: --layout)");
    }
    if (parser.isSet(set.vllmLaunch)) {
        options->vllmLaunch = true;
        if (options->model.trimmed().isEmpty())
            return QStringLiteral("--vllm-launch needs --api-model: the model vLLM is to serve");
        return std::nullopt;
    }
    options->endpoint = parser.value(set.endpoint).trimmed();
    if (options->endpoint.isEmpty() && options->engine != cli::ServeEngine::LlamaCpp)
        return QStringLiteral(
            "serve-bench needs --endpoint: the server's URL, e.g. http://192.168.1.20:8080");
    options->from = parser.value(set.from);
    if (parser.isSet(set.from) && options->from.isEmpty())
        return QStringLiteral("--from needs a machine's name, or local");
    const QString dialect = parser.value(set.dialect);
    if (parser.isSet(set.dialect) && dialect != QLatin1String("auto")) {
        // The names users know; the stored ones (openai_completions, llama_cpp, …) too.
        const QHash<QString, protocol::ServeDialect> names{
            {QStringLiteral("openai"), protocol::ServeDialect::OpenAiCompletions},
            {QStringLiteral("chat"), protocol::ServeDialect::OpenAiChat},
            {QStringLiteral("llama.cpp"), protocol::ServeDialect::LlamaCpp}};
        options->dialect = names.value(dialect, protocol::serveDialectFromString(dialect.toStdString()));
        if (options->dialect == protocol::ServeDialect::Unknown)
            return QStringLiteral("unknown dialect \"%1\": use auto, openai, chat, llama.cpp or ollama")
                .arg(dialect);
    }

    protocol::ServeWorkload &workload = options->workload;
    workload = core::defaultServeWorkload();
    struct Count {
        const QCommandLineOption &option;
        std::uint64_t low;
        std::uint64_t high;
        std::uint32_t *target;
    };
    for (const Count &count :
         {Count{set.prompt, 1, protocol::kMaxServePromptTokens, &workload.promptTokens},
          Count{set.gen, 1, protocol::kMaxServeOutputTokens, &workload.outputTokens},
          Count{set.requests, 1, protocol::kMaxServeRequests, &workload.requests},
          Count{set.warmup, 0, protocol::kMaxServeWarmupRequests, &workload.warmupRequests}}) {
        if (!parser.isSet(count.option))
            continue;
        const std::optional<std::uint64_t> value
            = wholeNumber(parser.value(count.option), count.low, count.high);
        if (!value)
            return QStringLiteral("--%1 needs a whole number from %2 to %3")
                .arg(count.option.names().constFirst())
                .arg(count.low)
                .arg(count.high);
        *count.target = std::uint32_t(*value);
    }
    if (parser.isSet(set.duration)) {
        if (parser.isSet(set.requests))
            return QStringLiteral("--requests and --duration both end a step: give one of them");
        const std::optional<double> seconds = positiveNumber(parser.value(set.duration));
        const double maxSeconds = protocol::kMaxServeDurationMs / 1000.0;
        if (!seconds || *seconds > maxSeconds)
            return QStringLiteral("--duration needs a number of seconds above 0, at most %1").arg(maxSeconds);
        workload.durationMs = std::uint32_t(std::max<long long>(1, std::llround(*seconds * 1000)));
        workload.requests = 0;
    }
    if (parser.isSet(set.rate)) {
        const std::optional<double> rate = positiveNumber(parser.value(set.rate));
        if (!rate || *rate > protocol::kMaxServeRequestsPerSecond)
            return QStringLiteral("--rate needs requests per second above 0, at most %1")
                .arg(protocol::kMaxServeRequestsPerSecond);
        workload.arrivals.requestsPerSecond = *rate;
    }
    if (parser.isSet(set.burstiness)) {
        if (!parser.isSet(set.rate))
            return QStringLiteral("--burstiness shapes the arrivals of --rate: give --rate too");
        const std::optional<double> burstiness = positiveNumber(parser.value(set.burstiness));
        if (!burstiness || *burstiness < protocol::kMinServeBurstiness
            || *burstiness > protocol::kMaxServeBurstiness)
            return QStringLiteral("--burstiness needs a number from %1 to %2")
                .arg(protocol::kMinServeBurstiness)
                .arg(protocol::kMaxServeBurstiness);
        workload.arrivals.burstiness = *burstiness;
    }
    if (parser.isSet(set.readTimeout)) {
        const std::optional<std::uint64_t> seconds
            = wholeNumber(parser.value(set.readTimeout), 1, protocol::kMaxServeReadTimeoutMs / 1000);
        if (!seconds)
            return QStringLiteral("--read-timeout needs a whole number of seconds from 1 to %1")
                .arg(protocol::kMaxServeReadTimeoutMs / 1000);
        options->readTimeoutMs = std::uint32_t(*seconds * 1000);
    }
    QString problem;
    const auto concurrencies
        = cli::parseConcurrencyList(parser.value(set.concurrency), protocol::kMaxServeConcurrency, &problem);
    if (!concurrencies)
        return QStringLiteral("--concurrency: %1").arg(problem);
    options->concurrencies = *concurrencies;

    // The key is a secret: never a command-line argument (other users see those in ps).
    if (parser.isSet(set.apiKeyStdin)) {
        std::string line;
        std::getline(std::cin, line);
        while (!line.empty() && (line.back() == '\r' || line.back() == '\n'))
            line.pop_back();
        if (line.empty())
            return QStringLiteral(
                "--api-key-stdin read no key: write it as the first line of standard input");
        options->apiKey = std::move(line);
    } else if (qEnvironmentVariableIsSet(kApiKeyVariable)) {
        options->apiKey = qgetenv(kApiKeyVariable).toStdString();
    }
    if (options->apiKey.size() > protocol::kMaxServeApiKeyBytes)
        return QStringLiteral("the API key is longer than %1 bytes").arg(protocol::kMaxServeApiKeyBytes);
    return readGoalOptions(parser, goalSet, &options->goal);
}

/// `inventory --pdf` and `setup-sheet --pdf` paint their PDFs on a QPdfWriter, which needs a
/// QGuiApplication. Any "--pdf" will do: another command's is a usage error all the same.
bool wantsPdf(const QStringList &arguments)
{
    return std::any_of(arguments.cbegin(), arguments.cend(), [](const QString &argument) {
        return argument == QLatin1String("--pdf") || argument.startsWith(QLatin1String("--pdf="));
    });
}

/// A command of the main parser: its name, what its --help says, and the options it takes besides
/// --json and --db. Each command's parser knows its options only, so that its --help lists them
/// and an option of another command is a usage error that says which command it goes with.
struct CommandSpec {
    QString name;
    QString description;
    QList<QCommandLineOption> options;
};

/// The commands that take the option `name` (without dashes), in the order of `commands`.
QStringList commandsTaking(const QList<CommandSpec> &commands, const QString &name)
{
    QStringList names;
    for (const CommandSpec &command : commands) {
        for (const QCommandLineOption &option : command.options) {
            if (option.names().contains(name)) {
                names << command.name;
                break;
            }
        }
    }
    return names;
}

} // namespace

int main(int argc, char **argv)
{
    // `report` paints its PDF with QPainter, which needs a QGuiApplication; the CLI never shows a
    // window, so the offscreen platform unless the caller chose one. Every other command stays
    // without Gui.
    QStringList rawArguments;
    for (int i = 0; i < argc; ++i)
        rawArguments << QString::fromLocal8Bit(argv[i]);
    if (cli::isReportCommand(rawArguments)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        core::setApplicationIdentity();
        return cli::runReportCommand(QCoreApplication::arguments());
    }

    // Without --pdf, no Gui: the offscreen platform only when a PDF is written.
    std::unique_ptr<QCoreApplication> app;
    if (wantsPdf(rawArguments.mid(1))) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    core::setApplicationIdentity();

    // `hosts` has options of its own and parses them itself (HostsCommand.cpp).
    if (cli::isHostsCommand(QCoreApplication::arguments()))
        return cli::runHostsCommand(QCoreApplication::arguments());

    const QCommandLineOption localOption(QStringLiteral("local"), QStringLiteral("Inventory this computer."));
    const QCommandLineOption pdfOption(
        QStringLiteral("pdf"),
        QStringLiteral("Then write the inventory PDF here: every stored machine with its latest inventory "
                       "and the health warnings, as the GUI's export (also when a machine did not answer)."),
        QStringLiteral("file"));
    const QCommandLineOption sheetPdfOption(QStringLiteral("pdf"),
                                            QStringLiteral("Write the setup sheet as a PDF here."),
                                            QStringLiteral("file"));
    const QCommandLineOption sheetMarkdownOption(QStringLiteral("md"),
                                                 QStringLiteral("Write the setup sheet as Markdown here."),
                                                 QStringLiteral("file"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print JSON instead of a summary."));
    const QCommandLineOption dbOption = cli::databaseOption();
    const QCommandLineOption hostOption(
        QStringLiteral("host"),
        QStringLiteral("A node over SSH: user@address[:port], or the name of a stored node. Repeatable."),
        QStringLiteral("user@address[:port]|name"));
    const QCommandLineOption allOption(
        QStringLiteral("all"), QStringLiteral("Every node stored in the database (not this computer)."));
    const QCommandLineOption parallelOption(
        QStringLiteral("parallel"), QStringLiteral("Nodes worked on at the same time (default 16, 1 to 64)."),
        QStringLiteral("n"), QStringLiteral("8"));
    const QCommandLineOption identityOption(
        QStringLiteral("identity"),
        QStringLiteral("Private key file for SSH (default: ssh-agent and ~/.ssh keys)."),
        QStringLiteral("file"));
    const QCommandLineOption knownHostsOption(
        QStringLiteral("known-hosts"), QStringLiteral("known_hosts file (default: ~/.ssh/known_hosts)."),
        QStringLiteral("file"));
    const QCommandLineOption acceptNewOption(
        QStringLiteral("accept-new"),
        QStringLiteral("Trust and store host keys not seen before. Changed keys are always refused."));
    const QCommandLineOption remoteAgentOption(
        QStringLiteral("remote-agent"),
        QStringLiteral("Path of shardscope-agent on the nodes (default: deploy this computer's agent)."),
        QStringLiteral("path"));
    const QCommandLineOption sshConfigOption(
        QStringLiteral("ssh-config"),
        QStringLiteral(
            "ssh_config file to read, or \"none\" (default: ~/.ssh/config and /etc/ssh/ssh_config)."),
        QStringLiteral("file"));
    const QCommandLineOption nodeDirOption(
        QStringLiteral("node-dir"),
        QStringLiteral("Absolute folder on the nodes for ShardScope's files (default: ~/.cache/shardscope)."),
        QStringLiteral("path"));
    const QCommandLineOption durationOption(
        QStringLiteral("duration"),
        QStringLiteral("Seconds of each throughput phase, 0.1 to 600 (default 3); each "
                       "latency-under-load phase takes at most as long."),
        QStringLiteral("seconds"));
    const QCommandLineOption streamsOption(
        QStringLiteral("streams"),
        QStringLiteral(
            "linktest: TCP streams of the parallel phases, 1 to 16 (default 4; one stream is always "
            "measured too)."),
        QStringLiteral("n"));
    const QCommandLineOption oneAtATimeOption(
        QStringLiteral("one-at-a-time"),
        QStringLiteral(
            "linktest: test every pair alone, one after another. For shared media (Wi-Fi, a hub, one "
            "uplink for all); by default pairs that share no machine run at the same time, in "
            "rounds (a switched LAN gives each its own links)."));
    const QCommandLineOption probesOption(
        QStringLiteral("probes"),
        QStringLiteral("UDP echo probes and TCP round trips for the idle latency, 10 to 50000 "
                       "(default 1000)."),
        QStringLiteral("n"));
    QStringList presets;
    for (const std::string &name : protocol::presetModelNames())
        presets << QString::fromStdString(name);
    const BenchOptionSet benchOptions{
        QCommandLineOption(QStringLiteral("model"),
                           QStringLiteral("The model's shape: %1. Weights are made up on the "
                                          "nodes from --seed; nothing is downloaded.")
                               .arg(presets.join(QStringLiteral(", "))),
                           QStringLiteral("name")),
        QCommandLineOption(
            QStringLiteral("dtype"),
            QStringLiteral("Weight type: f32, bf16, q8_0 or q4_0 (GGUF's blocks of 32) on CPUs, "
                           "f32, bf16 or f16 on GPUs (default f32 on CPUs, bf16 on GPUs)."),
            QStringLiteral("type")),
        QCommandLineOption(QStringLiteral("backend"), QStringLiteral("Cpu or cuda (default cpu)."),
                           QStringLiteral("name")),
        QCommandLineOption(QStringLiteral("prompt"),
                           QStringLiteral("Prompt tokens per sequence (default 128)."), QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("gen"),
                           QStringLiteral("Tokens generated per sequence (default 64)."),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("concurrency"),
                           QStringLiteral("Sequences in flight together, a comma-separated list; each "
                                          "value is a round of runs (default 1)."),
                           QStringLiteral("list"), QStringLiteral("1")),
        QCommandLineOption(
            QStringLiteral("layouts"),
            QStringLiteral("Comma-separated, of single (the first node alone: always run first as "
                           "the baseline), tp (tensor parallel over all nodes, or each --split-over set), pp "
                           "(pipeline parallel) and "
                           "replicas (one copy per node, the sequences spread over them). Default: single "
                           "with one node, all four with more."),
            QStringLiteral("list")),
        cli::splitOverOption(),
        QCommandLineOption(QStringLiteral("threads"),
                           QStringLiteral("CPU threads per node (default: every core)."),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("seed"),
                           QStringLiteral("Seed of the weights and prompts (default 1)."),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("warmup"),
                           QStringLiteral("Decode steps run before measuring (default 2)."),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("prefills"),
                           QStringLiteral("Timed prefills of the prompt, each from an empty cache: the "
                                          "TTFT percentiles are over them (default %1).")
                               .arg(protocol::BenchWorkload{}.prefills),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("usage"),
                           QStringLiteral("What the verdict weighs: chat (one person, latency), "
                                          "throughput (many requests) or both (default)."),
                           QStringLiteral("pattern")),
        QCommandLineOption(QStringLiteral("ttft-target"),
                           QStringLiteral("The time to first token you accept (p50), in ms."),
                           QStringLiteral("ms")),
        QCommandLineOption(QStringLiteral("tpot-target"),
                           QStringLiteral("The time per output token you accept (p50), in ms."),
                           QStringLiteral("ms"))};
    const protocol::ServeWorkload serveDefaults = core::defaultServeWorkload(); // what --help says
    const ServeOptionSet serveOptions{
        QCommandLineOption(
            QStringLiteral("endpoint"),
            QStringLiteral("The server's URL as the machine that sends the requests reaches it, "
                           "e.g. http://192.168.1.20:8080 (a base path such as /v1 is kept)."),
            QStringLiteral("url")),
        QCommandLineOption(QStringLiteral("api-model"),
                           QStringLiteral("The model's name on the server (the API's \"model\"; default: the "
                                          "one the server lists)."),
                           QStringLiteral("name")),
        QCommandLineOption(
            QStringLiteral("from"),
            QStringLiteral("The machine that sends the requests: a --host's name, or local for "
                           "this computer (default: the first --host, so that this computer's "
                           "own network is not measured; local without --host)."),
            QStringLiteral("name|local")),
        QCommandLineOption(QStringLiteral("dialect"),
                           QStringLiteral("How the server is spoken to: auto (ask it; default), openai "
                                          "(/v1/completions), chat (/v1/chat/completions), llama.cpp "
                                          "(llama-server's /completion) or ollama (/api/generate)."),
                           QStringLiteral("name")),
        QCommandLineOption(QStringLiteral("layout"),
                           QStringLiteral("How your server spreads the model over the --host machines: "
                                          "single (default), tp, pp (llama.cpp RPC is pp) or replicas "
                                          "(a copy per machine; with --engine llama.cpp ShardScope starts "
                                          "one on each --host and spreads the requests over them)."),
                           QStringLiteral("name")),
        QCommandLineOption(
            QStringLiteral("layouts"),
            QStringLiteral("With --engine llama.cpp, several layouts in turn, comma-separated: "
                           "single, split (pp, over RPC) and copies (replicas); each is "
                           "started, measured, stored as its own run and stopped before the "
                           "next, so that the verdict compares them."),
            QStringLiteral("list")),
        QCommandLineOption(
            QStringLiteral("prompt"),
            QStringLiteral("Prompt tokens per request, about (default %1).").arg(serveDefaults.promptTokens),
            QStringLiteral("n")),
        QCommandLineOption(
            QStringLiteral("gen"),
            QStringLiteral("Tokens generated per request, end-of-sequence ignored (default %1).")
                .arg(serveDefaults.outputTokens),
            QStringLiteral("n")),
        QCommandLineOption(
            QStringLiteral("concurrency"),
            QStringLiteral("Requests in flight at most, a comma-separated list; each value is a "
                           "step of the run (default 1)."),
            QStringLiteral("list"), QStringLiteral("1")),
        QCommandLineOption(QStringLiteral("rate"),
                           QStringLiteral("Requests sent per second on average, as vLLM's --request-rate "
                                          "(default: all at once)."),
                           QStringLiteral("r")),
        QCommandLineOption(
            QStringLiteral("burstiness"),
            QStringLiteral("With --rate: 1 for Poisson arrivals (default), below 1 burstier, above "
                           "1 steadier (gamma-distributed gaps)."),
            QStringLiteral("b")),
        QCommandLineOption(
            QStringLiteral("requests"),
            QStringLiteral("Requests counted per step (default %1).").arg(serveDefaults.requests),
            QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("duration"),
                           QStringLiteral("Instead of --requests: send for this many seconds per step."),
                           QStringLiteral("seconds")),
        QCommandLineOption(QStringLiteral("warmup"),
                           QStringLiteral("Requests sent first in each step and not counted (default %1).")
                               .arg(serveDefaults.warmupRequests),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("read-timeout"),
                           QStringLiteral("Seconds a request may go without a byte before it counts as timed "
                                          "out (default 60)."),
                           QStringLiteral("seconds")),
        QCommandLineOption(QStringLiteral("api-key-stdin"),
                           QStringLiteral("Read the server's API key from the first line of standard input "
                                          "(else from SHARDSCOPE_API_KEY, if set). Never give it as an "
                                          "argument.")),
        QCommandLineOption(
            QStringLiteral("vllm-launch"),
            QStringLiteral("Print the lines that start vLLM serving --api-model over the --host "
                           "machines in --layout, each bound to its cluster address with its "
                           "interface pinned (VLLM_HOST_IP, NCCL_SOCKET_IFNAME, "
                           "GLOO_SOCKET_IFNAME); runs nothing.")),
        QCommandLineOption(QStringLiteral("engine"),
                           QStringLiteral("llama.cpp: ShardScope starts llama.cpp on the --host machines "
                                          "itself (llama-server on the first; for --layout pp rpc-server "
                                          "on the others), measures it and stops it; no --endpoint."),
                           QStringLiteral("name")),
        QCommandLineOption(QStringLiteral("model-file"),
                           QStringLiteral("With --engine llama.cpp: the GGUF model file, at this path on "
                                          "the first machine."),
                           QStringLiteral("path")),
        QCommandLineOption(QStringLiteral("model"),
                           QStringLiteral("With --engine llama.cpp, instead of --model-file: a preset "
                                          "shape (%1) that the first machine's agent writes as a GGUF "
                                          "file with weights of its own.")
                               .arg(presets.join(QStringLiteral(", "))),
                           QStringLiteral("preset")),
        QCommandLineOption(QStringLiteral("quant"),
                           QStringLiteral("With --model: the file's quantization, f16, q8_0 (default) or "
                                          "q4_0."),
                           QStringLiteral("type")),
        QCommandLineOption(QStringLiteral("llama-bin"),
                           QStringLiteral("With --engine llama.cpp: the folder of llama-server and "
                                          "rpc-server, the same on every machine (default: where each "
                                          "machine's inventory found them)."),
                           QStringLiteral("dir")),
        QCommandLineOption(QStringLiteral("tensor-split"),
                           QStringLiteral("With --engine llama.cpp, for the split: each machine's share of "
                                          "the layers, in --host order, such as 3,1 (default: by free GPU "
                                          "memory where llama.cpp lists every machine's, else equal)."),
                           QStringLiteral("shares"))};
    const QCommandLineOption kindOption(
        QStringLiteral("kind"),
        QStringLiteral("Only runs of this kind, bench, linktest, serve or setup_check."),
        QStringLiteral("kind"));

    const QList<QCommandLineOption> selection{hostOption,       allOption,       identityOption,
                                              knownHostsOption, acceptNewOption, sshConfigOption,
                                              nodeDirOption,    parallelOption};
    const QString selectionHelp = QStringLiteral(
        "\n\nNodes are named with --host user@address[:port] (or the name of a stored node, see "
        "'hosts list'), or --all for every stored node.");
    const QList<CommandSpec> commands{
        {QStringLiteral("inventory"),
         QStringLiteral("Probe computers and store their inventory: --local for this computer, --host or "
                        "--all for nodes over SSH.")
             + selectionHelp,
         QList<QCommandLineOption>{localOption} + selection
             + QList<QCommandLineOption>{remoteAgentOption, pdfOption}},
        {QStringLiteral("deploy"),
         QStringLiteral("Put the agent on nodes and check that it starts.") + selectionHelp, selection},
        {QStringLiteral("remove"),
         QStringLiteral("Delete everything ShardScope put on nodes (~/.cache/shardscope, or --node-dir).")
             + selectionHelp,
         selection},
        {QStringLiteral("linktest"),
         QStringLiteral("Measure latency, jitter, loss and throughput between every two of the nodes (at "
                        "least two); this computer takes part as a node reached over SSH.")
             + selectionHelp,
         selection
             + QList<QCommandLineOption>{remoteAgentOption, durationOption, streamsOption, probesOption,
                                         oneAtATimeOption}},
        {QStringLiteral("check"),
         QStringLiteral("Check the setup before measuring: each machine's cluster interface and the settings "
                        "that pin software to it, whether every machine reaches every other the way "
                        "inference software will (host names, TCP and UDP to ports opened for the check, "
                        "routers, path MTU), leased addresses, duplicate names, inference services open "
                        "to every network and host firewalls, each finding with what to do.")
             + selectionHelp,
         selection + QList<QCommandLineOption>{remoteAgentOption}},
        {QStringLiteral("setup-sheet"),
         QStringLiteral(
             "Check the setup (as 'check' does; every stored node unless --host says which) and write "
             "the setup sheet to keep: each machine's name, address, cluster interface, speed, MTU, "
             "role and software, the settings that pin the software to the cluster interface, the "
             "launch lines of the newest serving run that has them, the checks and how they came "
             "out, and the baseline link test to compare against after a change.")
             + selectionHelp,
         selection + QList<QCommandLineOption>{remoteAgentOption, sheetPdfOption, sheetMarkdownOption}},
        {QStringLiteral("bench"),
         QStringLiteral("Run an LLM-shaped workload on the first node alone, split over the nodes (tensor "
                        "or pipeline parallel) and as one copy per node, and compare time to first token, "
                        "inter-token latency and tokens/s.")
             + selectionHelp,
         selection + QList<QCommandLineOption>{remoteAgentOption} + benchOptions.all()},
        {QStringLiteral("serve-bench"),
         QStringLiteral("Measure an inference server you run (llama.cpp's llama-server, vLLM, Ollama or any "
                        "OpenAI-compatible one) as vLLM's bench serve does: time to first token, time per "
                        "output token, inter-token latency and tokens/s at each concurrency, sent from the "
                        "machine next to it while every --host machine samples its network, CPU and GPUs.")
             + selectionHelp,
         selection + QList<QCommandLineOption>{remoteAgentOption} + serveOptions.all()
             + QList<QCommandLineOption>{benchOptions.usage, benchOptions.ttftTarget, benchOptions.tpotTarget,
                                         benchOptions.threads}},
        {QStringLiteral("runs"),
         QStringLiteral("List the stored link tests, benchmark and serving runs, newest first."),
         {kindOption}},
    };

    // The command is the first positional argument of a parser that knows every option, so that
    // an option's value ("--host bench") is never taken for it.
    QCommandLineParser finder;
    const QCommandLineOption helpOption = finder.addHelpOption();
    const QCommandLineOption versionOption = finder.addVersionOption();
    finder.addOptions({jsonOption, dbOption});
    QStringList known{jsonOption.names().constFirst(), dbOption.names().constFirst()};
    for (const CommandSpec &spec : commands) {
        for (const QCommandLineOption &option : spec.options) {
            if (known.contains(option.names().constFirst()))
                continue; // another command's already (Qt warns of a second one)
            known << option.names().constFirst();
            finder.addOption(option);
        }
    }
    const bool parsed = finder.parse(QCoreApplication::arguments());
    const QString command = finder.positionalArguments().value(0);
    const auto spec = std::find_if(commands.cbegin(), commands.cend(),
                                   [&command](const CommandSpec &c) { return c.name == command; });
    if (spec == commands.cend()) {
        if (!parsed)
            return cli::usageError(QString(), cli::parseErrorText(finder));
        if (command.isEmpty() && finder.isSet(helpOption)) {
            QCommandLineParser overview;
            overview.setApplicationDescription(QStringLiteral(
                "Measure whether local AI inference should be split across your machines.\n\n"
                "Commands (each lists its own options with '<command> --help'):\n"
                "  inventory   probe computers and store their inventory (--local: this computer;\n"
                "              --host/--all: nodes over SSH; --pdf FILE: then the inventory PDF)\n"
                "  deploy      put the agent on nodes and check that it starts\n"
                "  remove      delete everything ShardScope put on nodes (~/.cache/shardscope)\n"
                "  linktest    measure latency, jitter, loss and throughput between every two of\n"
                "              the nodes (--host/--all, at least two)\n"
                "  check       check the setup: cluster interfaces, names, reachability between\n"
                "              the machines, exposed services, firewalls (--host/--all)\n"
                "  setup-sheet check the setup, then write the setup sheet (--pdf FILE, --md FILE)\n"
                "  bench       run an LLM-shaped workload on the first node alone, split over the\n"
                "              nodes (tensor or pipeline parallel) and as one copy per node, and\n"
                "              compare time to first token, inter-token latency and tokens/s\n"
                "  serve-bench measure an inference server you run (llama-server, vLLM, Ollama, any\n"
                "              OpenAI-compatible one): TTFT, TPOT, ITL and tokens/s per concurrency\n"
                "  hosts       list, add, remove or import (from ~/.ssh/config) the stored nodes\n"
                "  runs        list the stored link tests, benchmark and serving runs, newest first\n"
                "  report      the verdict of a stored benchmark run, and its PDF, CSV and JSON"));
            (void)overview.addHelpOption();
            (void)overview.addVersionOption();
            overview.addOptions({jsonOption, dbOption});
            overview.addPositionalArgument(
                QStringLiteral("command"),
                QStringLiteral("What to do: inventory, deploy, remove, linktest, "
                               "check, setup-sheet, bench, serve-bench, hosts, runs or report."));
            (void)overview.parse(QCoreApplication::arguments());
            overview.showHelp(cli::ExitSuccess); // exits
        }
        if (command.isEmpty() && finder.isSet(versionOption))
            finder.showVersion(); // exits
        return cli::usageError(QString(), command.isEmpty()
                                              ? QStringLiteral("no command given")
                                              : QStringLiteral("unknown command \"%1\"").arg(command));
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(spec->description);
    const QCommandLineOption commandHelpOption = parser.addHelpOption();
    parser.addOptions(spec->options);
    parser.addOptions({jsonOption, dbOption});
    parser.addPositionalArgument(command, QStringLiteral("This command."));
    const auto usage = [&command](const QString &message) {
        return cli::usageError(command, message);
    };
    if (!parser.parse(QCoreApplication::arguments())) {
        const QStringList unknown = parser.unknownOptionNames();
        const QStringList others
            = unknown.size() == 1 ? commandsTaking(commands, unknown.constFirst()) : QStringList();
        if (!others.isEmpty())
            return usage(QStringLiteral("--%1 goes with %2, not %3")
                             .arg(unknown.constFirst(), others.join(QStringLiteral(", ")), command));
        return usage(cli::parseErrorText(parser));
    }
    if (parser.isSet(commandHelpOption))
        parser.showHelp(cli::ExitSuccess); // exits

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usage(QStringLiteral("unexpected argument \"%1\"").arg(positional.at(1)));
    if (parser.isSet(dbOption) && parser.value(dbOption).isEmpty())
        return usage(QStringLiteral("--db needs a file path"));
    const QHash<QString, core::NodeAction> actions{{QStringLiteral("inventory"), core::NodeAction::Inventory},
                                                   {QStringLiteral("deploy"), core::NodeAction::Deploy},
                                                   {QStringLiteral("remove"), core::NodeAction::Remove}};
    const bool linkTest = command == QLatin1String("linktest");
    const bool bench = command == QLatin1String("bench");
    const SelectionOptions selectionOptions{hostOption,       allOption,       identityOption,
                                            knownHostsOption, acceptNewOption, remoteAgentOption,
                                            sshConfigOption,  nodeDirOption,   parallelOption};
    const cli::OutputFormat format
        = parser.isSet(jsonOption) ? cli::OutputFormat::Json : cli::OutputFormat::Text;

    if (command == QLatin1String("runs")) {
        cli::RunsOptions options;
        options.kind = parser.value(kindOption);
        if (parser.isSet(kindOption) && options.kind != QLatin1String("bench")
            && options.kind != QLatin1String("linktest") && options.kind != QLatin1String("serve"))
            return usage(QStringLiteral("--kind needs bench, linktest or serve"));
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        return cli::runRunsCommand(options);
    }

    // Only inventory's parser knows --pdf (asking another one for it is a Qt warning).
    const bool takesPdf = command == QLatin1String("inventory");
    const QString pdfPath = takesPdf ? parser.value(pdfOption) : QString();
    if (takesPdf && parser.isSet(pdfOption)) {
        if (pdfPath.isEmpty())
            return usage(QStringLiteral("--pdf needs a file path"));
        const QString databasePath
            = parser.value(dbOption).isEmpty() ? core::defaultDatabasePath() : parser.value(dbOption);
        if (cli::samePath(pdfPath, databasePath))
            return usage(QStringLiteral("%1 is the database; choose another file for --pdf").arg(pdfPath));
    }

    const bool local = command == QLatin1String("inventory") && parser.isSet(localOption);
    const bool remote = parser.isSet(hostOption) || parser.isSet(allOption);
    if (bench) {
        if (!remote) {
            return usage(QStringLiteral("bench needs --host or --all; this computer takes part as a "
                                        "node reached over SSH"));
        }
        cli::BenchCommandOptions options;
        if (const auto problem = readSelection(parser, selectionOptions, true, &options.nodes)) {
            return usage(*problem);
        }
        if (const auto problem = readBenchOptions(parser, benchOptions, &options)) {
            return usage(*problem);
        }
        if (options.nodes.agents.remoteAgentPath.isEmpty() && !findAgentToDeploy(&options.nodes, format))
            return cli::ExitFailure;
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        return cli::runBenchCommand(options);
    }

    if (command == QLatin1String("serve-bench")) {
        cli::ServeCommandOptions options;
        if (const auto problem = readSelection(parser, selectionOptions, true, &options.nodes))
            return usage(*problem);
        if (const auto problem = readServeOptions(parser, serveOptions, benchOptions, &options))
            return usage(*problem);
        if (options.vllmLaunch) {
            if (!remote)
                return usage(
                    QStringLiteral("--vllm-launch needs the machines vLLM runs on: --host or --all"));
            options.databasePath = parser.value(dbOption);
            options.json = parser.isSet(jsonOption);
            return cli::printVllmLaunch(options);
        }
        if (options.engine == cli::ServeEngine::LlamaCpp && !remote)
            return usage(
                QStringLiteral("--engine llama.cpp needs the machines to start it on: --host or --all"));
        // This computer's agent: to deploy to the machines, and to send from here (--from local).
        if (options.nodes.agents.remoteAgentPath.isEmpty() || !remote
            || options.from == QLatin1String("local")) {
            if (!findAgentToDeploy(&options.nodes, format))
                return cli::ExitFailure;
        }
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        return cli::runServeCommand(options);
    }

    if (command == QLatin1String("check")) {
        if (!remote)
            return usage(QStringLiteral("check needs --host or --all; this computer takes part as a node "
                                        "reached over SSH"));
        cli::CheckCommandOptions options;
        if (const auto problem = readSelection(parser, selectionOptions, true, &options.nodes))
            return usage(*problem);
        if (options.nodes.agents.remoteAgentPath.isEmpty() && !findAgentToDeploy(&options.nodes, format))
            return cli::ExitFailure;
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        return cli::runCheckCommand(options);
    }

    if (command == QLatin1String("setup-sheet")) {
        cli::CheckCommandOptions options;
        if (const auto problem = readSelection(parser, selectionOptions, true, &options.nodes))
            return usage(*problem);
        options.nodes.allStored = options.nodes.allStored || !remote;
        options.pdfPath = parser.value(sheetPdfOption);
        options.markdownPath = parser.value(sheetMarkdownOption);
        if (options.pdfPath.isEmpty() && options.markdownPath.isEmpty())
            return usage(QStringLiteral("setup-sheet needs --pdf FILE, --md FILE or both"));
        const QString databasePath
            = parser.value(dbOption).isEmpty() ? core::defaultDatabasePath() : parser.value(dbOption);
        for (const QString &path : {options.pdfPath, options.markdownPath})
            if (!path.isEmpty() && cli::samePath(path, databasePath))
                return usage(
                    QStringLiteral("%1 is the database; choose another file for the sheet").arg(path));
        if (!options.pdfPath.isEmpty() && cli::samePath(options.pdfPath, options.markdownPath))
            return usage(QStringLiteral("--pdf and --md name the same file"));
        if (options.nodes.agents.remoteAgentPath.isEmpty() && !findAgentToDeploy(&options.nodes, format))
            return cli::ExitFailure;
        options.databasePath = parser.value(dbOption);
        return cli::runSetupSheetCommand(options);
    }

    if (linkTest) {
        if (!remote) {
            return usage(QStringLiteral("linktest needs --host (at least two) or --all; this "
                                        "computer takes part as a node reached over SSH"));
        }
        cli::LinkCommandOptions options;
        if (const auto problem = readSelection(parser, selectionOptions, true, &options.nodes)) {
            return usage(*problem);
        }
        if (parser.isSet(durationOption)) {
            const std::optional<double> seconds = positiveNumber(parser.value(durationOption));
            if (!seconds || *seconds < 0.1 || *seconds > 600) {
                return usage(QStringLiteral("--duration needs a number of seconds from 0.1 to 600"));
            }
            options.settings.durationMs = std::max<std::int64_t>(1, std::llround(*seconds * 1000));
            options.settings.loadedDurationMs
                = std::min(options.settings.loadedDurationMs, options.settings.durationMs);
        }
        if (parser.isSet(streamsOption)) {
            bool ok = false;
            const int streams = parser.value(streamsOption).toInt(&ok);
            if (!ok || streams < 1 || streams > int(protocol::kMaxLinkStreams)) {
                return usage(
                    QStringLiteral("--streams needs a number from 1 to %1").arg(protocol::kMaxLinkStreams));
            }
            options.settings.streams = std::uint32_t(streams);
        }
        if (parser.isSet(probesOption)) {
            bool ok = false;
            const int probes = parser.value(probesOption).toInt(&ok);
            if (!ok || probes < int(core::kMinLinkProbes) || probes > int(protocol::kMaxLinkProbes)) {
                return usage(QStringLiteral("--probes needs a number from %1 to %2")
                                 .arg(core::kMinLinkProbes)
                                 .arg(protocol::kMaxLinkProbes));
            }
            options.settings.probeCount = std::uint32_t(probes);
            options.settings.requestResponseCount = std::uint32_t(probes);
        }
        options.oneAtATime = parser.isSet(oneAtATimeOption);
        if (options.nodes.agents.remoteAgentPath.isEmpty() && !findAgentToDeploy(&options.nodes, format))
            return cli::ExitFailure;
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        return cli::runLinkCommand(options);
    }

    const core::NodeAction action = actions.value(command);
    if (local == remote) {
        return usage(local ? QStringLiteral("%1 takes either --local or --host/--all, not both").arg(command)
                           : QStringLiteral("%1 needs %2--host or --all")
                                 .arg(command, action == core::NodeAction::Inventory
                                                   ? QStringLiteral("--local, ")
                                                   : QString()));
    }
    if (remote) {
        cli::NodeCommandOptions options;
        options.action = action;
        if (const auto problem = readSelection(parser, selectionOptions,
                                               action == core::NodeAction::Inventory, &options.nodes)) {
            return usage(*problem);
        }
        if (options.nodes.agents.remoteAgentPath.isEmpty() && action != core::NodeAction::Remove
            && !findAgentToDeploy(&options.nodes, format))
            return cli::ExitFailure;
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        const int done = cli::runNodeCommand(options);
        if (pdfPath.isEmpty())
            return done;
        // The nodes that did not answer keep their last stored inventory in the PDF.
        const int written = cli::writeInventoryPdf(options.databasePath, pdfPath, options.json);
        return done == cli::ExitSuccess ? written : done;
    }
    if (parser.isSet(identityOption) || parser.isSet(knownHostsOption) || parser.isSet(acceptNewOption)
        || parser.isSet(remoteAgentOption) || parser.isSet(nodeDirOption) || parser.isSet(sshConfigOption)
        || parser.isSet(parallelOption)) {
        return usage(QStringLiteral("--identity, --known-hosts, --accept-new, --remote-agent, "
                                    "--node-dir, --ssh-config and --parallel go with --host"));
    }

    cli::InventoryOptions options;
    options.local = true;
    options.json = parser.isSet(jsonOption);
    options.databasePath = parser.value(dbOption);
    options.pdfPath = pdfPath;
    return cli::runInventory(options);
}
