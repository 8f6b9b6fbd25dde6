// The text parsers of the probe on captured and documented real inputs, and on broken ones.
#include "TestSupport.h"

#include "remote-agent/probe/CpuInfo.h"
#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/MemInfo.h"
#include "remote-agent/probe/NetInterfaces.h"
#include "remote-agent/probe/NvidiaSmi.h"
#include "remote-agent/probe/OsRelease.h"
#include "remote-agent/probe/Software.h"

#include <gtest/gtest.h>

namespace shardscope::probe {
namespace {

using test::readData;

TEST(OsRelease, DebianCapturedFromThisMachine)
{
    const OsRelease os = parseOsRelease(readData("os-release/debian-12"));
    EXPECT_EQ(os.id, "debian");
    EXPECT_EQ(os.prettyName, "Debian GNU/Linux 12 (bookworm)");
    EXPECT_EQ(os.versionId, "12");
}

TEST(OsRelease, Ubuntu)
{
    const OsRelease os = parseOsRelease(readData("os-release/ubuntu-24.04"));
    EXPECT_EQ(os.id, "ubuntu");
    EXPECT_EQ(os.prettyName, "Ubuntu 24.04.1 LTS");
    EXPECT_EQ(os.versionId, "24.04");
}

TEST(OsRelease, FedoraUnquotedVersionAndEmptyQuotedValue)
{
    const OsRelease os = parseOsRelease(readData("os-release/fedora-41"));
    EXPECT_EQ(os.id, "fedora");
    EXPECT_EQ(os.prettyName, "Fedora Linux 41 (Workstation Edition)");
    EXPECT_EQ(os.versionId, "41");
}

TEST(OsRelease, QuotingEscapesAndComments)
{
    const OsRelease os
        = parseOsRelease("# comment\n  ID='arch'\nPRETTY_NAME=\"Say \\\"hi\\\"\"\nVERSION_ID=\n");
    EXPECT_EQ(os.id, "arch");
    EXPECT_EQ(os.prettyName, "Say \"hi\"");
    EXPECT_FALSE(os.versionId.has_value()) << "an empty value is absent";
}

TEST(OsRelease, TruncatedInsideAQuoteLeavesThatFieldAbsent)
{
    const OsRelease os = parseOsRelease(readData("os-release/truncated"));
    EXPECT_FALSE(os.prettyName.has_value()) << *os.prettyName;
    EXPECT_FALSE(os.id.has_value()) << "ID comes after the cut";
    EXPECT_FALSE(os.versionId.has_value());
}

TEST(OsRelease, BrokenLinesAreIgnoredWithoutGarbage)
{
    const OsRelease os = parseOsRelease(readData("os-release/broken"));
    EXPECT_FALSE(os.id.has_value()) << *os.id;
    EXPECT_FALSE(os.prettyName.has_value()) << *os.prettyName;
    EXPECT_FALSE(os.versionId.has_value()) << *os.versionId;
    EXPECT_FALSE(parseOsRelease("").id.has_value());
}

TEST(CpuInfo, TwoSocketXeonCountsPhysicalCores)
{
    const CpuInfo cpu = parseCpuInfo(readData("cpuinfo/x86-2socket"));
    EXPECT_EQ(cpu.model, "Intel(R) Xeon(R) Gold 5222 CPU @ 3.80GHz");
    EXPECT_EQ(cpu.cores, 8) << "2 sockets x 4 cores, non-contiguous core ids";
    EXPECT_EQ(cpu.processorCount, 16);
}

TEST(CpuInfo, CapturedFromThisMachine)
{
    const CpuInfo cpu = parseCpuInfo(readData("cpuinfo/x86-this-machine"));
    EXPECT_EQ(cpu.model, "Intel(R) Xeon(R) Processor");
    EXPECT_EQ(cpu.cores, 2);
    EXPECT_EQ(cpu.processorCount, 2);
}

TEST(CpuInfo, Aarch64HasNoModelNameOrTopology)
{
    const CpuInfo cpu = parseCpuInfo(readData("cpuinfo/aarch64-neoverse-n1"));
    EXPECT_EQ(cpu.model, "ARM Neoverse-N1") << "named from CPU implementer/part like lscpu";
    EXPECT_FALSE(cpu.cores.has_value()) << "no physical id / core id on aarch64";
    EXPECT_EQ(cpu.processorCount, 8);
}

TEST(CpuInfo, Aarch64BigLittleNamesBothCoreTypes)
{
    const CpuInfo cpu = parseCpuInfo(readData("cpuinfo/aarch64-big-little"));
    EXPECT_EQ(cpu.model, "ARM Cortex-X925 + Cortex-A725");
    EXPECT_EQ(cpu.processorCount, 4);
}

TEST(CpuInfo, UnknownArmPartLeavesModelAbsent)
{
    const CpuInfo cpu = parseCpuInfo("processor\t: 0\nCPU implementer\t: 0x41\nCPU part\t: 0xfff\n\n");
    EXPECT_FALSE(cpu.model.has_value()) << *cpu.model;
    EXPECT_EQ(cpu.processorCount, 1);
}

TEST(CpuInfo, TruncatedFileGivesNoWrongCoreCount)
{
    const CpuInfo cpu = parseCpuInfo(readData("cpuinfo/truncated"));
    EXPECT_EQ(cpu.model, "Intel(R) Xeon(R) Gold 5222 CPU @ 3.80GHz");
    EXPECT_FALSE(cpu.cores.has_value()) << "6 of 16 CPUs seen: a count would be wrong, got " << *cpu.cores;
}

TEST(CpuInfo, BrokenInput)
{
    const CpuInfo cpu = parseCpuInfo(readData("cpuinfo/broken"));
    EXPECT_FALSE(cpu.model.has_value());
    EXPECT_FALSE(cpu.cores.has_value());
    EXPECT_EQ(cpu.processorCount, 1) << "only \"processor : 1\" is a valid entry";
    EXPECT_EQ(parseCpuInfo("").processorCount, 0);
}

TEST(CpuInfo, CpuLists)
{
    EXPECT_EQ(parseCpuList("0-1\n"), 2);
    EXPECT_EQ(parseCpuList("0"), 1);
    EXPECT_EQ(parseCpuList("0-3,8-11,16"), 9);
    EXPECT_FALSE(parseCpuList("0-").has_value());
    EXPECT_FALSE(parseCpuList("3-1").has_value());
    EXPECT_FALSE(parseCpuList("").has_value());
    EXPECT_FALSE(parseCpuList("a-b").has_value());
}

TEST(MemInfo, CapturedFromThisMachine)
{
    const std::string text = readData("meminfo/this-machine");
    const MemInfo memory = parseMemInfo(text);
    ASSERT_TRUE(memory.totalBytes.has_value());
    ASSERT_TRUE(memory.availableBytes.has_value());
    const auto line = text.substr(0, text.find('\n'));
    const auto kib = std::stoull(line.substr(line.find(':') + 1));
    EXPECT_EQ(*memory.totalBytes, kib * 1024);
    EXPECT_LE(*memory.availableBytes, *memory.totalBytes);
}

TEST(MemInfo, KibibytesToBytes)
{
    const MemInfo memory = parseMemInfo(readData("meminfo/workstation-128g"));
    EXPECT_EQ(memory.totalBytes, 131783064ULL * 1024);
    EXPECT_EQ(memory.availableBytes, 119474920ULL * 1024);
}

TEST(MemInfo, TruncatedNumberIsNotReported)
{
    const MemInfo memory = parseMemInfo(readData("meminfo/truncated"));
    EXPECT_EQ(memory.totalBytes, 131783064ULL * 1024);
    EXPECT_FALSE(memory.availableBytes.has_value()) << *memory.availableBytes;
}

TEST(MemInfo, BrokenInput)
{
    const MemInfo memory = parseMemInfo(readData("meminfo/broken"));
    EXPECT_FALSE(memory.totalBytes.has_value()) << *memory.totalBytes;
    EXPECT_FALSE(memory.availableBytes.has_value()) << "overflow must not wrap: " << *memory.availableBytes;
    EXPECT_FALSE(parseMemInfo("MemTotal: 1024\n").totalBytes.has_value()) << "no unit";
}

TEST(Routes, CapturedFromThisMachine)
{
    EXPECT_EQ(parseIpv4DefaultRoute(readData("net/route-this-machine")), "eth0");
    EXPECT_EQ(parseIpv6DefaultRoute(readData("net/ipv6_route-this-machine")), "eth0")
        << "the lo reject route ::/0 (metric ffffffff) must not count";
}

TEST(Routes, LowestMetricWins)
{
    EXPECT_EQ(parseIpv4DefaultRoute(readData("roots/workstation/proc/net/route")), "enp5s0");
    EXPECT_EQ(parseIpv6DefaultRoute(readData("roots/workstation/proc/net/ipv6_route")), "wlp4s0");
}

TEST(Routes, NoDefaultRoute)
{
    EXPECT_FALSE(parseIpv4DefaultRoute(readData("net/route-no-default")).has_value());
    EXPECT_FALSE(parseIpv4DefaultRoute("").has_value());
    EXPECT_FALSE(parseIpv6DefaultRoute("").has_value());
    const std::string onlyReject
        = "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
          "00000000000000000000000000000000 ffffffff 00000001 00000000 00200200 lo\n";
    EXPECT_FALSE(parseIpv6DefaultRoute(onlyReject).has_value());
}

TEST(Routes, BrokenAndTruncatedTables)
{
    EXPECT_FALSE(parseIpv4DefaultRoute(readData("net/route-broken")).has_value())
        << *parseIpv4DefaultRoute(readData("net/route-broken"));
    EXPECT_FALSE(parseIpv6DefaultRoute(readData("net/ipv6_route-broken")).has_value())
        << *parseIpv6DefaultRoute(readData("net/ipv6_route-broken"));
}

TEST(Netmask, PrefixLength)
{
    const unsigned char v4[] = {255, 255, 240, 0};
    EXPECT_EQ(prefixLength(v4, 4), 20);
    const unsigned char holes[] = {255, 0, 255, 0};
    EXPECT_FALSE(prefixLength(holes, 4).has_value());
    const unsigned char v6[16] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    EXPECT_EQ(prefixLength(v6, 16), 64);
}

TEST(NvidiaSmi, FourGpusWithPlaceholders)
{
    const auto gpus = parseNvidiaSmiCsv(readData("nvidia-smi/query-4gpu.csv"));
    ASSERT_EQ(gpus.size(), 4U);
    const protocol::GpuInfo &first = gpus[0];
    EXPECT_EQ(first.index, 0);
    EXPECT_EQ(first.name, "NVIDIA GeForce RTX 4090");
    EXPECT_EQ(first.uuid, "GPU-5c1a7f1e-9a3b-4f6e-8d2c-1b7e3a9f0c41");
    EXPECT_EQ(first.pciBusId, "00000000:01:00.0");
    EXPECT_EQ(first.memoryTotalBytes, 24564ULL * 1024 * 1024);
    EXPECT_EQ(first.memoryFreeBytes, 23892ULL * 1024 * 1024);
    EXPECT_EQ(first.driverVersion, "550.54.14");
    EXPECT_EQ(first.computeCapability, "8.9");
    EXPECT_EQ(first.pcieGeneration, 4);
    EXPECT_EQ(first.pcieGenerationMax, 4);
    EXPECT_EQ(first.pcieWidth, 16);
    EXPECT_EQ(first.pcieWidthMax, 16);
    ASSERT_TRUE(first.powerLimitWatts.has_value());
    EXPECT_DOUBLE_EQ(*first.powerLimitWatts, 450.0);
    EXPECT_EQ(first.source, protocol::GpuSource::NvidiaSmi);
    EXPECT_FALSE(first.cudaVersion.has_value()) << "not in the CSV query";

    EXPECT_EQ(gpus[1].pcieGeneration, 1) << "an idle GPU drops its link to gen 1";
    EXPECT_EQ(gpus[2].pcieWidth, 8);
    EXPECT_EQ(gpus[2].pcieWidthMax, 16);

    const protocol::GpuInfo &last = gpus[3];
    EXPECT_EQ(last.index, 3);
    EXPECT_EQ(last.computeCapability, "8.6");
    EXPECT_FALSE(last.pcieGeneration.has_value());
    EXPECT_FALSE(last.pcieGenerationMax.has_value());
    EXPECT_FALSE(last.pcieWidth.has_value());
    EXPECT_FALSE(last.pcieWidthMax.has_value());
    EXPECT_FALSE(last.powerLimitWatts.has_value()) << "[Not Supported] is absent";
}

TEST(NvidiaSmi, BrokenAndTruncatedLinesAreSkippedOrBlanked)
{
    const auto gpus = parseNvidiaSmiCsv(readData("nvidia-smi/query-broken.csv"));
    ASSERT_EQ(gpus.size(), 2U) << "the A6000 line (valid index and name) and the complete 3090 line";
    const protocol::GpuInfo &odd = gpus[0];
    EXPECT_EQ(odd.index, 2);
    EXPECT_EQ(odd.name, "NVIDIA RTX A6000");
    EXPECT_FALSE(odd.memoryTotalBytes.has_value());
    EXPECT_FALSE(odd.memoryFreeBytes.has_value()) << "overflow";
    EXPECT_FALSE(odd.driverVersion.has_value());
    EXPECT_FALSE(odd.computeCapability.has_value());
    EXPECT_FALSE(odd.pcieGeneration.has_value()) << "99 is not a PCIe generation";
    EXPECT_FALSE(odd.pcieGenerationMax.has_value());
    EXPECT_FALSE(odd.pcieWidth.has_value());
    EXPECT_EQ(odd.pcieWidthMax, 16);
    EXPECT_FALSE(odd.powerLimitWatts.has_value());
    EXPECT_EQ(gpus[1].index, 3);
    ASSERT_TRUE(gpus[1].powerLimitWatts.has_value());
    EXPECT_DOUBLE_EQ(*gpus[1].powerLimitWatts, 350.0);

    EXPECT_TRUE(parseNvidiaSmiCsv(readData("nvidia-smi/no-driver.txt")).empty());
    EXPECT_TRUE(parseNvidiaSmiCsv("").empty());
}

TEST(NvidiaSmi, CudaVersionFromHeader)
{
    EXPECT_EQ(parseNvidiaSmiCudaVersion(readData("nvidia-smi/header.txt")), "12.4");
    EXPECT_FALSE(parseNvidiaSmiCudaVersion(readData("nvidia-smi/no-driver.txt")).has_value());
    EXPECT_FALSE(parseNvidiaSmiCudaVersion("CUDA Version: N/A").has_value());
}

TEST(SoftwareParsers, Nccl)
{
    EXPECT_EQ(parseNcclHeaderVersion(readData("roots/workstation/usr/include/nccl.h")), "2.21.5");
    EXPECT_FALSE(parseNcclHeaderVersion("#define NCCL_MAJOR 2\n#define NCCL_MINOR 21\n").has_value());
    EXPECT_FALSE(
        parseNcclHeaderVersion("#define NCCL_MAJOR 2\n#define NCCL_MINOR x\n#define NCCL_PATCH 1\n"));
    EXPECT_EQ(versionFromLibraryName("libnccl.so.2.28.9", "libnccl.so."), "2.28.9");
    EXPECT_FALSE(versionFromLibraryName("libnccl.so.2", "libnccl.so.").has_value());
    EXPECT_FALSE(versionFromLibraryName("libnccl.so.2.x.1", "libnccl.so.").has_value());
    EXPECT_FALSE(versionFromLibraryName("libnccl-net.so.2.1.1", "libnccl.so.").has_value());
}

TEST(SoftwareParsers, CudaToolkit)
{
    EXPECT_EQ(parseCudaVersionJson(readData("roots/workstation/usr/local/cuda-12.4/version.json")), "12.4.1");
    EXPECT_FALSE(parseCudaVersionJson("{\"cuda\": {\"version\": 12}}").has_value());
    EXPECT_FALSE(parseCudaVersionJson("{\"cuda\": {\"vers").has_value());
    EXPECT_FALSE(parseCudaVersionJson("{\"cuda\": {\"version\": \"12.4; rm -rf /\"}}").has_value());
    EXPECT_EQ(parseCudaHeaderVersion("#define CUDA_VERSION 13000\n"), "13.0");
    EXPECT_EQ(parseCudaHeaderVersion("#define CUDA_VERSION 12040\n"), "12.4");
    EXPECT_FALSE(parseCudaHeaderVersion("#define CUDA_VERSION\n").has_value());
    EXPECT_EQ(parseNvccVersion("nvcc: NVIDIA (R) Cuda compiler driver\nCuda compilation tools, release 13.0, "
                               "V13.0.88\nBuild cuda_13.0.r13.0/compiler.36424714_0\n"),
              "13.0.88");
    EXPECT_FALSE(parseNvccVersion("release 13.0").has_value());
}

TEST(SoftwareParsers, DistInfoAndVersionOutputs)
{
    EXPECT_EQ(versionFromDistInfo("vllm-0.6.3.post1.dist-info", "vllm"), "0.6.3.post1");
    EXPECT_FALSE(versionFromDistInfo("vllm_flash_attn-2.6.1.dist-info", "vllm").has_value());
    EXPECT_FALSE(versionFromDistInfo("vllm.dist-info", "vllm").has_value());
    EXPECT_FALSE(versionFromDistInfo("vllm-0.6.3", "vllm").has_value());
    EXPECT_EQ(versionFromDistInfo("nvidia_nccl_cu13-2.28.9.dist-info", "nvidia_nccl_cu"), "2.28.9");
    EXPECT_EQ(parseLlamaCppVersion("version: 3821 (70392f1f)\nbuilt with cc (Debian 12.2.0-14) 12.2.0 for "
                                   "x86_64-linux-gnu\n"),
              "3821 (70392f1f)");
    EXPECT_FALSE(parseLlamaCppVersion("error: unknown argument: --version\n").has_value());
    EXPECT_EQ(parseOllamaVersion("ollama version is 0.5.7\n"), "0.5.7");
    EXPECT_EQ(parseOllamaVersion("Warning: could not connect to a running Ollama instance\nWarning: client "
                                 "version is 0.4.2\n"),
              "0.4.2");
    EXPECT_FALSE(parseOllamaVersion("ollama version is \n").has_value());
}

TEST(SoftwareParsers, LlamaCppDevicesAsListDevicesPrintsThem)
{
    // A CUDA build (common/arg.cpp: "  %s: %s (%zu MiB, %zu MiB free)"), its backend's own lines on
    // the way, and what follows the list.
    const auto devices = parseLlamaCppDevices("ggml_cuda_init: found 2 CUDA devices:\n"
                                              "  Device 0: NVIDIA GeForce RTX 4090, compute capability 8.9\n"
                                              "Available devices:\n"
                                              "  CUDA0: NVIDIA GeForce RTX 4090 (24564 MiB, 23000 MiB free)\n"
                                              "  Vulkan1: AMD Radeon (weird) (8192 MiB, 8000 MiB free)\n"
                                              "  Metal: Apple M2 (no figures)\n"
                                              "main: exiting\n");
    ASSERT_EQ(devices.size(), 3U);
    EXPECT_EQ(devices[0],
              (protocol::SoftwareDevice{"CUDA0", "NVIDIA GeForce RTX 4090", 24564ULL << 20, 23000ULL << 20}));
    EXPECT_EQ(devices[1].name, "Vulkan1");
    EXPECT_EQ(devices[1].description, "AMD Radeon (weird)");
    EXPECT_EQ(devices[1].memoryFreeBytes, 8000ULL << 20);
    EXPECT_EQ(devices[2],
              (protocol::SoftwareDevice{"Metal", "Apple M2 (no figures)", std::nullopt, std::nullopt}))
        << "no figures in the parentheses: all of it is the description";

    EXPECT_TRUE(parseLlamaCppDevices("Available devices:\n").empty()) << "a CPU build lists none";
    EXPECT_TRUE(parseLlamaCppDevices("error: invalid argument: --list-devices\n").empty())
        << "a build older than the option";
    EXPECT_TRUE(parseLlamaCppDevices("Available devices:\n  CUDA 0: x (1 MiB, 1 MiB free)\n").empty())
        << "a name llama.cpp would not give";
    EXPECT_TRUE(parseLlamaCppDevices("Available devices:\n  CUDA0: bad\x1b[2J (1 MiB, 1 MiB free)\n").empty())
        << "a control character";
}

TEST(FileText, NumbersAreStrict)
{
    EXPECT_EQ(parseInt64("-1"), -1);
    EXPECT_EQ(parseUint64("18446744073709551615"), 18446744073709551615ULL);
    EXPECT_FALSE(parseUint64("18446744073709551616").has_value());
    EXPECT_FALSE(parseUint64(" 1").has_value());
    EXPECT_FALSE(parseUint64("").has_value());
    EXPECT_FALSE(parseInt64("-").has_value());
    EXPECT_EQ(parseHex64("00FFFFFF"), 0xFFFFFFULL);
    EXPECT_FALSE(parseHex64("0x10").has_value());
    EXPECT_EQ(parseDecimal("450.00"), 450.0);
    EXPECT_FALSE(parseDecimal("450.").has_value());
    EXPECT_FALSE(parseDecimal("-3").has_value());
    EXPECT_EQ(underRoot("/", "/proc/meminfo"), "/proc/meminfo");
    EXPECT_EQ(underRoot("/tmp/root/", "/proc/meminfo"), "/tmp/root/proc/meminfo");
    EXPECT_EQ(completeLines("a\nb\ncut").size(), 2U);
    EXPECT_TRUE(completeLines("no newline").empty());
}

TEST(FileText, PrintableRejectsControlCharactersOnly)
{
    EXPECT_TRUE(isPrintable(""));
    EXPECT_TRUE(isPrintable("Intel(R) Xeon(R) Gold 6338 @ 2.00GHz"));
    EXPECT_TRUE(isPrintable("Debian GNU/Linux 12 (bookworm) \xc3\xa9")) << "UTF-8 stays";
    EXPECT_FALSE(isPrintable("a\tb"));
    EXPECT_FALSE(isPrintable("line\n"));
    EXPECT_FALSE(isPrintable("esc\x1b[31m"));
    EXPECT_FALSE(isPrintable("del\x7f"));
    EXPECT_FALSE(isPrintable(std::string_view("nul\0x", 5)));
}

} // namespace
} // namespace shardscope::probe
