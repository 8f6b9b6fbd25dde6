// External programs (bounded, with a timeout, never through a shell) and the GPU query through a
// fake NVML library and fake nvidia-smi scripts.
#include "TestSupport.h"

#include "remote-agent/probe/Gpus.h"
#include "remote-agent/probe/Nvml.h"
#include "remote-agent/probe/Subprocess.h"

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <chrono>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

namespace shardscope::probe {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

/// True when pid has exited (gone, or a zombie waiting for its new parent) within a few seconds:
/// SIGKILL is delivered at once, but a loaded machine may take a while to schedule the exit.
bool processGone(int pid)
{
    const auto deadline = Clock::now() + std::chrono::seconds(5);
    while (true) {
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string text;
        if (!std::getline(stat, text))
            return true;
        const auto close = text.rfind(')');
        if (close != std::string::npos && close + 2 < text.size() && text[close + 2] == 'Z')
            return true;
        if (Clock::now() > deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

/// The pid a script wrote to file ($! of its background job); 0 when there is none.
int pidFromFile(const std::string &file)
{
    std::ifstream text(file);
    int pid = 0;
    return text >> pid ? pid : 0;
}

TEST(Subprocess, CapturesStdoutWithFixedArgv)
{
    const auto result = runProgram({"/bin/echo", "a b", "$HOME;", "`x`"});
    EXPECT_EQ(result.status, SubprocessStatus::Exited);
    EXPECT_TRUE(result.succeeded());
    EXPECT_EQ(result.output, "a b $HOME; `x`\n") << "arguments reach the program untouched: no shell";
}

TEST(Subprocess, ExitCodeAndStderrModes)
{
    test::TempDir dir;
    const std::string script = dir.write("noisy", "#!/bin/sh\necho out\necho err >&2\nexit 3\n", 0755);
    auto result = runProgram({script});
    EXPECT_EQ(result.status, SubprocessStatus::Exited);
    EXPECT_EQ(result.exitCode, 3);
    EXPECT_FALSE(result.succeeded());
    EXPECT_EQ(result.output, "out\n");
    SubprocessOptions merge;
    merge.stderrMode = StderrMode::Merge;
    result = runProgram({script}, merge);
    EXPECT_EQ(result.output, "out\nerr\n");
}

TEST(Subprocess, LocaleIsForcedToC)
{
    const auto result = runProgram({"/usr/bin/env"});
    ASSERT_TRUE(result.succeeded());
    EXPECT_NE(result.output.find("LC_ALL=C\n"), std::string::npos);
}

TEST(Subprocess, HungProgramIsKilledAtTheTimeout)
{
    test::TempDir dir;
    // The grandchild keeps stdout open: the whole process group must go. The script writes the
    // pid and says "started" at once; the timeout leaves a busy machine ample time to get there.
    const std::string pidFile = dir.path() + "/grandchild.pid";
    const std::string script = dir.write(
        "hang", "#!/bin/sh\nsleep 300 &\necho $! > '" + pidFile + "'\necho started\nsleep 300\n", 0755);
    SubprocessOptions options;
    options.timeoutMs = 3000;
    const auto start = Clock::now();
    const auto result = runProgram({script}, options);
    const double elapsed = secondsSince(start);
    EXPECT_EQ(result.status, SubprocessStatus::TimedOut);
    EXPECT_EQ(result.output, "started\n") << "output before the timeout is kept";
    EXPECT_GE(elapsed, 2.9) << "not killed before its time";
    EXPECT_LT(elapsed, 30.0) << "killed at the timeout, not when its sleeps end";

    const int grandchild = pidFromFile(pidFile);
    ASSERT_GT(grandchild, 1) << "the script wrote its background pid";
    EXPECT_TRUE(processGone(grandchild)) << "the background sleep (pid " << grandchild << ") survived";
}

TEST(Subprocess, ProgramThatClosesStdoutButRunsOnIsKilled)
{
    test::TempDir dir;
    const std::string script = dir.write("daemonish", "#!/bin/sh\necho bye\nexec >&-\nsleep 300\n", 0755);
    SubprocessOptions options;
    options.timeoutMs = 3000;
    const auto start = Clock::now();
    const auto result = runProgram({script}, options);
    const double elapsed = secondsSince(start);
    EXPECT_EQ(result.status, SubprocessStatus::TimedOut) << "EOF alone does not mean it finished";
    EXPECT_EQ(result.output, "bye\n");
    EXPECT_GE(elapsed, 2.9);
    EXPECT_LT(elapsed, 30.0);
}

TEST(Subprocess, ProgramThatClosesStdoutBeforeExitingIsNotGivenTheGrace)
{
    test::TempDir dir;
    // EOF comes first, the exit a moment later: with everything read and the program gone there
    // is nothing to wait for. The grace (for a leftover process holding the pipe) is 30 s here, so
    // waiting it out would show; an inventory ran two such programs (nft, iptables-save).
    const std::string script
        = dir.write("closer", "#!/bin/sh\necho bye\nexec >&-\nsleep 0.3\nexit 4\n", 0755);
    SubprocessOptions options;
    options.timeoutMs = 60'000;
    options.outputGraceMs = 30'000;
    const auto start = Clock::now();
    const auto result = runProgram({script}, options);
    const double elapsed = secondsSince(start);
    EXPECT_EQ(result.status, SubprocessStatus::Exited);
    EXPECT_EQ(result.exitCode, 4);
    EXPECT_EQ(result.output, "bye\n");
    EXPECT_LT(elapsed, 20.0) << "waited out the grace after a clean exit";
}

TEST(Subprocess, BackgroundChildHoldingThePipeDoesNotHideACleanExit)
{
    test::TempDir dir;
    // The program exits 0 at once, but the sleep it left behind inherited stdout: reading to EOF
    // would wait for the timeout and throw the output away.
    const std::string pidFile = dir.path() + "/grandchild.pid";
    const std::string script = dir.write(
        "leaver", "#!/bin/sh\nsleep 300 &\necho $! > '" + pidFile + "'\necho done\nexit 0\n", 0755);
    SubprocessOptions options;
    options.timeoutMs = 20'000;
    const auto start = Clock::now();
    const auto result = runProgram({script}, options);
    const double elapsed = secondsSince(start);
    EXPECT_EQ(result.status, SubprocessStatus::Exited);
    EXPECT_TRUE(result.succeeded()) << result.error;
    EXPECT_EQ(result.output, "done\n");
    EXPECT_LT(elapsed, 10.0) << "ended with the program, long before the timeout";

    const int grandchild = pidFromFile(pidFile);
    ASSERT_GT(grandchild, 1) << "the script wrote its background pid";
    EXPECT_TRUE(processGone(grandchild)) << "the background sleep (pid " << grandchild << ") survived";
}

TEST(Subprocess, BackgroundChildIsKilledAfterANormalExit)
{
    test::TempDir dir;
    // The sleep lets go of the pipe, so EOF comes at once: the group must still be killed, and
    // the exit code is the program's own.
    const std::string pidFile = dir.path() + "/grandchild.pid";
    const std::string script = dir.write(
        "daemoniser",
        "#!/bin/sh\nsleep 300 >/dev/null 2>&1 &\necho $! > '" + pidFile + "'\necho forked\nexit 3\n", 0755);
    SubprocessOptions options;
    options.timeoutMs = 60'000;
    const auto result = runProgram({script}, options);
    EXPECT_EQ(result.status, SubprocessStatus::Exited);
    EXPECT_EQ(result.exitCode, 3);
    EXPECT_EQ(result.output, "forked\n");

    const int grandchild = pidFromFile(pidFile);
    ASSERT_GT(grandchild, 1) << "the script wrote its background pid";
    EXPECT_TRUE(processGone(grandchild)) << "the background sleep (pid " << grandchild << ") survived";
}

TEST(Subprocess, StdinIsDevNull)
{
    SubprocessOptions options;
    options.timeoutMs = 30'000; // only a hang reaches it
    const auto result = runProgram({"/bin/cat"}, options);
    EXPECT_TRUE(result.succeeded()) << "cat must see EOF at once, not wait on our stdin";
    EXPECT_EQ(result.output, "");
}

TEST(Subprocess, OutputIsBounded)
{
    SubprocessOptions options;
    options.maxOutputBytes = 1000;
    const auto result = runProgram({"/usr/bin/head", "-c", "100000", "/dev/zero"}, options);
    EXPECT_TRUE(result.succeeded()) << "the rest is drained, so the program is not blocked";
    EXPECT_EQ(result.output.size(), 1000U);
    EXPECT_TRUE(result.truncated);
}

TEST(Subprocess, MissingOrRelativeProgram)
{
    test::TempDir dir;
    auto result = runProgram({dir.path() + "/nope"});
    EXPECT_EQ(result.status, SubprocessStatus::SpawnFailed);
    EXPECT_FALSE(result.error.empty());
    result = runProgram({"echo", "hi"});
    EXPECT_EQ(result.status, SubprocessStatus::SpawnFailed) << "no PATH lookup";
    result = runProgram({});
    EXPECT_EQ(result.status, SubprocessStatus::SpawnFailed);
}

TEST(Subprocess, FindExecutableAndSearchPath)
{
    test::TempDir dir;
    dir.write("a/tool", "", 0644);
    dir.write("b/tool", "#!/bin/sh\n", 0755);
    EXPECT_EQ(findExecutable("tool", {dir.path() + "/a", dir.path() + "/b"}), dir.path() + "/b/tool")
        << "a non-executable file is skipped";
    EXPECT_FALSE(findExecutable("../b/tool", {dir.path() + "/a"}).has_value());
    EXPECT_EQ(splitSearchPath("/usr/bin::relative:/bin:/usr/bin"),
              (std::vector<std::string>{"/usr/bin", "/bin"}));
    EXPECT_TRUE(splitSearchPath(nullptr).empty());
}

TEST(Nvml, FakeLibraryThroughDlopen)
{
    // Keep the fake loaded across the query, so its init/shutdown balance can be read afterwards.
    void *keep = ::dlopen(SHARDSCOPE_FAKE_NVML_PATH, RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(keep, nullptr) << ::dlerror();
    void *symbol = ::dlsym(keep, "fakeNvmlInitialised");
    ASSERT_NE(symbol, nullptr);
    int (*initialised)() = nullptr;
    std::memcpy(&initialised, &symbol, sizeof initialised);

    const NvmlQuery query = queryNvml(SHARDSCOPE_FAKE_NVML_PATH);
    EXPECT_EQ(initialised(), 0) << "every nvmlInit_v2 is matched by nvmlShutdown";
    ::dlclose(keep);
    ASSERT_TRUE(query.available) << query.problem;
    ASSERT_EQ(query.gpus.size(), 2U);
    const protocol::GpuInfo &h200 = query.gpus[0];
    EXPECT_EQ(h200.index, 0);
    EXPECT_EQ(h200.name, "NVIDIA H200");
    EXPECT_EQ(h200.uuid, "GPU-11111111-2222-3333-4444-555555555555");
    EXPECT_EQ(h200.pciBusId, "00000000:19:00.0");
    EXPECT_EQ(h200.memoryTotalBytes, 150754820096ULL);
    EXPECT_EQ(h200.memoryFreeBytes, 150754820096ULL - 512ULL * 1024 * 1024);
    EXPECT_EQ(h200.driverVersion, "570.86.15");
    EXPECT_EQ(h200.cudaVersion, "12.8");
    EXPECT_EQ(h200.computeCapability, "9.0");
    EXPECT_EQ(h200.pcieGeneration, 5);
    EXPECT_EQ(h200.pcieGenerationMax, 5);
    EXPECT_EQ(h200.pcieWidth, 16);
    EXPECT_EQ(h200.pcieWidthMax, 16);
    ASSERT_TRUE(h200.powerLimitWatts.has_value());
    EXPECT_DOUBLE_EQ(*h200.powerLimitWatts, 700.0);
    EXPECT_EQ(h200.source, protocol::GpuSource::Nvml);

    const protocol::GpuInfo &other = query.gpus[1];
    EXPECT_EQ(other.computeCapability, "8.9");
    EXPECT_FALSE(other.pcieGeneration.has_value()) << "NVML_ERROR_NOT_SUPPORTED leaves it absent";
    EXPECT_FALSE(other.pcieWidthMax.has_value());
    EXPECT_FALSE(other.powerLimitWatts.has_value());
}

TEST(Nvml, InitFailureIsReported)
{
    const NvmlQuery query = queryNvml(SHARDSCOPE_FAKE_NVML_FAILING_PATH);
    EXPECT_FALSE(query.available);
    EXPECT_TRUE(query.gpus.empty());
    EXPECT_EQ(query.problem, "nvmlInit_v2 failed: Driver Not Loaded (9)");
}

TEST(Nvml, MissingLibrary)
{
    const NvmlQuery query = queryNvml("libnvidia-ml-does-not-exist.so.1");
    EXPECT_FALSE(query.available);
    EXPECT_EQ(query.problem, "no NVML (libnvidia-ml-does-not-exist.so.1)");
}

TEST(Gpus, NvmlFirst)
{
    GpuQueryOptions options;
    options.nvmlLibrary = SHARDSCOPE_FAKE_NVML_PATH;
    const GpuQuery query = queryGpus(options);
    EXPECT_EQ(query.gpus.size(), 2U);
    EXPECT_FALSE(query.note.has_value());
}

TEST(Gpus, NvidiaSmiWhereNvmlIsMissing)
{
    test::TempDir dir;
    const std::string csv = test::dataPath("nvidia-smi/query-4gpu.csv");
    const std::string header = test::dataPath("nvidia-smi/header.txt");
    // Answers the CSV query only with exactly the expected arguments; plain it prints the header.
    dir.write(
        "bin/nvidia-smi",
        "#!/bin/sh\nif [ $# -eq 0 ]; then exec cat '" + header
            + "'; fi\n"
              "[ \"$1\" = '--query-gpu=index,name,uuid,pci.bus_id,memory.total,memory.free,driver_version,"
              "compute_cap,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,"
              "pcie.link.width.max,power.limit' ] && [ \"$2\" = '--format=csv,noheader,nounits' ] && "
              "[ $# -eq 2 ] || exit 2\nexec cat '"
            + csv + "'\n",
        0755);
    GpuQueryOptions options;
    options.nvmlLibrary = "libnvidia-ml-does-not-exist.so.1";
    options.searchDirs = {dir.path() + "/empty", dir.path() + "/bin"};
    const GpuQuery query = queryGpus(options);
    ASSERT_EQ(query.gpus.size(), 4U) << query.note.value_or("");
    EXPECT_FALSE(query.note.has_value());
    for (const protocol::GpuInfo &gpu : query.gpus) {
        EXPECT_EQ(gpu.source, protocol::GpuSource::NvidiaSmi);
        EXPECT_EQ(gpu.cudaVersion, "12.4") << "from the plain report's header";
    }
}

TEST(Gpus, NoNvmlAndNoNvidiaSmi)
{
    test::TempDir dir;
    GpuQueryOptions options;
    options.nvmlLibrary = "libnvidia-ml-does-not-exist.so.1";
    options.searchDirs = {dir.path()};
    const GpuQuery query = queryGpus(options);
    EXPECT_TRUE(query.gpus.empty());
    EXPECT_EQ(query.note, "no NVML (libnvidia-ml-does-not-exist.so.1) and no nvidia-smi");
}

TEST(Gpus, NvidiaSmiWithoutDriver)
{
    test::TempDir dir;
    dir.write("nvidia-smi", "#!/bin/sh\ncat '" + test::dataPath("nvidia-smi/no-driver.txt") + "'\nexit 9\n",
              0755);
    GpuQueryOptions options;
    options.nvmlLibrary = "libnvidia-ml-does-not-exist.so.1";
    options.searchDirs = {dir.path()};
    const GpuQuery query = queryGpus(options);
    EXPECT_TRUE(query.gpus.empty());
    EXPECT_EQ(query.note, "no NVML (libnvidia-ml-does-not-exist.so.1); nvidia-smi failed: exit code 9");
}

TEST(Gpus, HungNvidiaSmiDoesNotHangTheProbe)
{
    test::TempDir dir;
    dir.write("nvidia-smi", "#!/bin/sh\nexec sleep 60\n", 0755);
    GpuQueryOptions options;
    options.nvmlLibrary = "libnvidia-ml-does-not-exist.so.1";
    options.searchDirs = {dir.path()};
    options.timeoutMs = 700;
    const auto start = Clock::now();
    const GpuQuery query = queryGpus(options);
    EXPECT_LT(secondsSince(start), 30.0) << "killed at the timeout, not after the 60 s sleep";
    EXPECT_TRUE(query.gpus.empty());
    ASSERT_TRUE(query.note.has_value());
    EXPECT_NE(query.note->find("did not finish within 700 ms"), std::string::npos) << *query.note;
}

} // namespace
} // namespace shardscope::probe
