#include "remote-agent/probe/Software.h"

#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/Subprocess.h"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace shardscope::probe {

using protocol::SoftwareInfo;

namespace {

/// The most of an executable searched for what it can do: an rpc-server linked against ggml's
/// shared libraries is a few hundred KiB; past this (a static CUDA build) a feature stays unknown.
constexpr std::size_t kMaxExecutableScanBytes = 64 * 1024 * 1024;

/// A version token as tools print them ("0.6.3.post1", "12.4.1", "0.5.7-rc1+cu124"): bounded and
/// made of safe characters, so nothing odd from a node reaches the report.
bool isVersionToken(std::string_view text)
{
    if (text.empty() || text.size() > 64 || !(text.front() >= '0' && text.front() <= '9'))
        return false;
    return std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.'
               || c == '-' || c == '+' || c == '_';
    });
}

/// The value of "#define NAME value" in a C header.
std::optional<std::string_view> defineValue(std::string_view header, std::string_view name)
{
    for (const std::string_view line : splitLines(header)) {
        const auto fields = splitWhitespace(line);
        if (fields.size() >= 3 && fields[0] == "#define" && fields[1] == name)
            return fields[2];
    }
    return std::nullopt;
}

void addUnique(std::vector<std::string> &dirs, std::string dir)
{
    while (dir.size() > 1 && dir.back() == '/')
        dir.pop_back();
    if (!dir.empty() && std::find(dirs.begin(), dirs.end(), dir) == dirs.end())
        dirs.push_back(std::move(dir));
}

/// prefix/python3.*/suffix for each python3.* directory under prefix.
std::vector<std::string> pythonDirs(const std::string &prefix, const std::string &suffix)
{
    std::vector<std::string> dirs;
    for (const std::string &name : listDirectory(prefix)) {
        if (name.rfind("python3", 0) == 0)
            dirs.push_back(prefix + '/' + name + suffix);
    }
    return dirs;
}

/// Directories named in ld.so.conf and the files it includes (only `include DIR/*.conf` globs).
std::vector<std::string> ldSoConfDirs(const std::string &rootDir)
{
    std::vector<std::string> dirs;
    std::vector<std::string> files{underRoot(rootDir, "/etc/ld.so.conf")};
    for (const std::string &name : listDirectory(underRoot(rootDir, "/etc/ld.so.conf.d"))) {
        if (name.size() > 5 && name.compare(name.size() - 5, 5, ".conf") == 0)
            files.push_back(underRoot(rootDir, "/etc/ld.so.conf.d/" + name));
    }
    for (const std::string &file : files) {
        const auto text = readTextFile(file, 64 * 1024);
        if (!text)
            continue;
        for (const std::string_view line : splitLines(*text)) {
            const std::string_view entry = trim(line);
            if (!entry.empty() && entry.front() == '/')
                dirs.push_back(underRoot(rootDir, std::string(entry)));
        }
    }
    return dirs;
}

std::optional<std::string> runForVersion(const SoftwareSearch &search, const std::string &program,
                                         std::optional<std::string> (*parse)(std::string_view))
{
    if (!search.runVersionCommands)
        return std::nullopt;
    SubprocessOptions options;
    options.timeoutMs = search.timeoutMs;
    options.maxOutputBytes = 64 * 1024;
    options.stderrMode = StderrMode::Merge;
    const SubprocessResult result = runProgram({program, "--version"}, options);
    if (result.status != SubprocessStatus::Exited)
        return std::nullopt;
    return parse(result.output);
}

/// The version of an installed wheel, from `<package>-<version>.dist-info` in any of dirs.
std::optional<std::pair<std::string, std::string>> findDistInfo(const std::vector<std::string> &dirs,
                                                                std::string_view package)
{
    for (const std::string &dir : dirs) {
        for (const std::string &name : listDirectory(dir)) {
            if (auto version = versionFromDistInfo(name, package))
                return std::make_pair(*version, dir + '/' + name);
        }
    }
    return std::nullopt;
}

void findNccl(const SoftwareSearch &search, std::vector<SoftwareInfo> &found)
{
    std::vector<std::string> seen;
    for (const std::string &dir : search.libraryDirs) {
        const std::string library = dir + "/libnccl.so.2";
        const auto real = canonicalPath(library);
        if (!real || std::find(seen.begin(), seen.end(), *real) != seen.end())
            continue;
        seen.push_back(*real);
        SoftwareInfo nccl{"nccl", std::nullopt, library, {}};
        // The library's own file name (libnccl.so.2.28.9 behind the soname link) is the most
        // direct evidence; then the header installed with it; then a wheel's dist-info.
        nccl.version = versionFromLibraryName(baseName(*real), "libnccl.so.");
        if (!nccl.version) {
            for (const std::string &name : listDirectory(dir)) {
                if ((nccl.version = versionFromLibraryName(name, "libnccl.so.")))
                    break;
            }
        }
        if (!nccl.version) {
            for (const char *header : {"/../include/nccl.h", "/../../include/nccl.h", "/include/nccl.h"}) {
                if (const auto text = readTextFile(dir + header, 256 * 1024)) {
                    if ((nccl.version = parseNcclHeaderVersion(*text)))
                        break;
                }
            }
        }
        if (!nccl.version) {
            std::vector<std::string> infoDirs{dir + "/../dist-info", dir + "/.."};
            if (const auto info = findDistInfo(infoDirs, "nvidia_nccl_cu"))
                nccl.version = info->first;
        }
        found.push_back(std::move(nccl));
    }
}

void findCudaToolkit(const SoftwareSearch &search, std::vector<SoftwareInfo> &found)
{
    std::vector<std::string> seen;
    for (const std::string &root : search.cudaRoots) {
        const auto real = canonicalPath(root);
        if (!real || std::find(seen.begin(), seen.end(), *real) != seen.end())
            continue;
        const bool hasJson = pathExists(root + "/version.json");
        const bool hasNvcc = isExecutableFile(root + "/bin/nvcc");
        if (!hasJson && !hasNvcc)
            continue; // a runtime-only tree is not a toolkit
        seen.push_back(*real);
        SoftwareInfo cuda{"cuda-toolkit", std::nullopt, root, {}};
        // version.json (CUDA 11.1+) and nvcc give the full version; cuda.h only major.minor.
        if (const auto text = readTextFile(root + "/version.json", 256 * 1024))
            cuda.version = parseCudaVersionJson(*text);
        if (!cuda.version && hasNvcc)
            cuda.version = runForVersion(search, root + "/bin/nvcc", parseNvccVersion);
        if (!cuda.version) {
            if (const auto header = readTextFile(root + "/include/cuda.h", 2 * 1024 * 1024))
                cuda.version = parseCudaHeaderVersion(*header);
        }
        found.push_back(std::move(cuda));
    }
    if (!seen.empty())
        return;
    // A distribution's toolkit (Debian's nvidia-cuda-toolkit) puts nvcc on PATH.
    if (const auto nvcc = findExecutable("nvcc", search.executableDirs))
        found.push_back({"cuda-toolkit", runForVersion(search, *nvcc, parseNvccVersion), *nvcc, {}});
}

void findVllm(const SoftwareSearch &search, std::vector<SoftwareInfo> &found)
{
    const auto executable = findExecutable("vllm", search.executableDirs);
    std::vector<std::string> dirs;
    if (executable) {
        // A virtual environment: <venv>/bin/vllm next to <venv>/lib/python3.X/site-packages.
        const std::string binDir = executable->substr(0, executable->rfind('/'));
        const std::string prefix = binDir.substr(0, binDir.rfind('/'));
        for (std::string &dir : pythonDirs(prefix + "/lib", "/site-packages"))
            addUnique(dirs, std::move(dir));
    }
    for (const std::string &dir : search.sitePackagesDirs)
        addUnique(dirs, dir);
    const auto info = findDistInfo(dirs, "vllm");
    if (!executable && !info)
        return;
    SoftwareInfo vllm{"vllm", std::nullopt, executable, {}};
    if (info) {
        vllm.version = info->first;
        if (!vllm.path)
            vllm.path = info->second;
    }
    found.push_back(std::move(vllm));
}

/// `llama-server --list-devices` (stdout only: the backends log their own lines on stderr); empty
/// when it cannot be run or lists none.
std::vector<protocol::SoftwareDevice> listLlamaCppDevices(const SoftwareSearch &search,
                                                          const std::string &program)
{
    if (!search.runVersionCommands)
        return {};
    SubprocessOptions options;
    options.timeoutMs = search.timeoutMs;
    options.maxOutputBytes = 64 * 1024;
    const SubprocessResult result = runProgram({program, "--list-devices"}, options);
    if (result.status != SubprocessStatus::Exited)
        return {};
    return parseLlamaCppDevices(result.output);
}

/// parseRpcServerFeatures of the executable at `path`, read in pieces that overlap by more than
/// the text searched for, up to kMaxExecutableScanBytes (a CUDA build linked statically is large).
std::vector<std::string> rpcServerFeatures(const std::string &path)
{
    constexpr std::size_t kPiece = 1024 * 1024;
    constexpr std::size_t kOverlap = 256;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return {};
    std::string window;
    std::vector<char> buffer(kPiece);
    std::size_t scanned = 0;
    std::vector<std::string> features;
    while (features.empty() && scanned < kMaxExecutableScanBytes) {
        const ssize_t got = ::read(fd, buffer.data(), buffer.size());
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        scanned += std::size_t(got);
        window.erase(0, window.size() > kOverlap ? window.size() - kOverlap : 0);
        window.append(buffer.data(), std::size_t(got));
        features = parseRpcServerFeatures(window);
    }
    ::close(fd);
    return features;
}

void findExecutables(const SoftwareSearch &search, std::vector<SoftwareInfo> &found)
{
    if (const auto server = findExecutable("llama-server", search.executableDirs))
        found.push_back({"llama-server", runForVersion(search, *server, parseLlamaCppVersion), *server,
                         listLlamaCppDevices(search, *server)});
    // rpc-server is never run: without a version flag it would start serving.
    if (const auto rpc = findExecutable("rpc-server", search.executableDirs))
        found.push_back({"rpc-server", std::nullopt, *rpc, {}, rpcServerFeatures(*rpc)});
    // Nor is llama-bench: it has no --version, and anything else it is given starts a benchmark.
    if (const auto bench = findExecutable("llama-bench", search.executableDirs))
        found.push_back({"llama-bench", std::nullopt, *bench, {}});
    if (const auto ollama = findExecutable("ollama", search.executableDirs))
        found.push_back({"ollama", runForVersion(search, *ollama, parseOllamaVersion), *ollama, {}});
}

} // namespace

SoftwareSearch defaultSoftwareSearch(const std::string &rootDir, const std::string &machine)
{
    SoftwareSearch search;
    const bool live = isLiveRoot(rootDir);
    const auto at = [&](const std::string &path) {
        return underRoot(rootDir, path);
    };
    const char *home = live ? std::getenv("HOME") : nullptr;
    const std::string multiarch = machine.empty() ? std::string() : machine + "-linux-gnu";

    if (live) {
        for (std::string &dir : splitSearchPath(std::getenv("PATH")))
            addUnique(search.executableDirs, std::move(dir));
        if (home && home[0] == '/')
            addUnique(search.executableDirs, std::string(home) + "/.local/bin");
    }
    // A non-interactive SSH session often has a short PATH: add the usual places.
    for (const char *dir : {"/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin",
                            "/usr/local/cuda/bin"})
        addUnique(search.executableDirs, at(dir));

    if (live) {
        for (std::string &dir : splitSearchPath(std::getenv("LD_LIBRARY_PATH")))
            addUnique(search.libraryDirs, std::move(dir));
    }
    for (const char *dir : {"/usr/local/cuda/lib64", "/usr/local/cuda/lib"})
        addUnique(search.libraryDirs, at(dir));
    for (const std::string &target : listDirectory(at("/usr/local/cuda/targets")))
        addUnique(search.libraryDirs, at("/usr/local/cuda/targets/" + target + "/lib"));
    for (std::string &dir : ldSoConfDirs(rootDir))
        addUnique(search.libraryDirs, std::move(dir));
    if (!multiarch.empty()) {
        addUnique(search.libraryDirs, at("/usr/lib/" + multiarch));
        addUnique(search.libraryDirs, at("/lib/" + multiarch));
    }
    // Debian-style multiarch dirs even when the machine name is not known (a fixture tree).
    for (const char *parent : {"/usr/lib", "/lib"}) {
        for (const std::string &name : listDirectory(at(parent))) {
            constexpr std::string_view suffix = "-linux-gnu";
            if (name.size() > suffix.size()
                && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
                addUnique(search.libraryDirs, at(std::string(parent) + '/' + name));
        }
    }
    for (const char *dir : {"/usr/local/lib", "/usr/lib64", "/usr/lib"})
        addUnique(search.libraryDirs, at(dir));

    addUnique(search.cudaRoots, at("/usr/local/cuda"));
    for (const std::string &name : listDirectory(at("/usr/local"))) {
        if (name.rfind("cuda-", 0) == 0)
            addUnique(search.cudaRoots, at("/usr/local/" + name));
    }

    if (live) {
        for (const char *variable : {"VIRTUAL_ENV", "CONDA_PREFIX"}) {
            const char *prefix = std::getenv(variable);
            if (prefix && prefix[0] == '/') {
                for (std::string &dir : pythonDirs(std::string(prefix) + "/lib", "/site-packages"))
                    addUnique(search.sitePackagesDirs, std::move(dir));
            }
        }
        if (home && home[0] == '/') {
            for (std::string &dir : pythonDirs(std::string(home) + "/.local/lib", "/site-packages"))
                addUnique(search.sitePackagesDirs, std::move(dir));
        }
    }
    addUnique(search.sitePackagesDirs, at("/usr/lib/python3/dist-packages"));
    for (const char *prefix : {"/usr/local/lib", "/usr/lib", "/usr/lib64"}) {
        for (std::string &dir : pythonDirs(at(prefix), "/site-packages"))
            addUnique(search.sitePackagesDirs, std::move(dir));
        for (std::string &dir : pythonDirs(at(prefix), "/dist-packages"))
            addUnique(search.sitePackagesDirs, std::move(dir));
    }

    // Binaries of a fixture tree or another root are never run.
    search.runVersionCommands = live;
    return search;
}

std::vector<SoftwareInfo> findSoftware(const SoftwareSearch &search)
{
    std::vector<SoftwareInfo> found;
    findNccl(search, found);
    findCudaToolkit(search, found);
    findVllm(search, found);
    findExecutables(search, found);
    return found;
}

std::optional<std::string> parseNcclHeaderVersion(std::string_view header)
{
    const auto major = defineValue(header, "NCCL_MAJOR");
    const auto minor = defineValue(header, "NCCL_MINOR");
    const auto patch = defineValue(header, "NCCL_PATCH");
    if (!major || !minor || !patch || !parseUint64(*major) || !parseUint64(*minor) || !parseUint64(*patch))
        return std::nullopt;
    const std::string version = std::string(*major) + '.' + std::string(*minor) + '.' + std::string(*patch);
    return version.size() <= 32 ? std::optional<std::string>(version) : std::nullopt;
}

std::optional<std::string> versionFromLibraryName(std::string_view fileName, std::string_view prefix)
{
    if (fileName.size() <= prefix.size() || fileName.substr(0, prefix.size()) != prefix)
        return std::nullopt;
    const std::string_view rest = fileName.substr(prefix.size());
    if (rest.size() > 32 || !isDottedVersion(rest) || std::count(rest.begin(), rest.end(), '.') < 2)
        return std::nullopt;
    return std::string(rest);
}

std::optional<std::string> parseCudaVersionJson(std::string_view text)
{
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return std::nullopt;
    const auto cuda = j.find("cuda");
    if (cuda == j.end() || !cuda->is_object())
        return std::nullopt;
    const auto version = cuda->find("version");
    if (version == cuda->end() || !version->is_string())
        return std::nullopt;
    const std::string value = version->get<std::string>();
    return isVersionToken(value) ? std::optional<std::string>(value) : std::nullopt;
}

std::optional<std::string> parseCudaHeaderVersion(std::string_view header)
{
    const auto value = defineValue(header, "CUDA_VERSION");
    const auto number = value ? parseUint64(*value) : std::nullopt;
    if (!number || *number < 1000 || *number > 1'000'000)
        return std::nullopt;
    return std::to_string(*number / 1000) + '.' + std::to_string((*number % 1000) / 10);
}

std::optional<std::string> versionFromDistInfo(std::string_view directoryName, std::string_view package)
{
    constexpr std::string_view suffix = ".dist-info";
    if (directoryName.size() <= package.size() + suffix.size()
        || directoryName.substr(0, package.size()) != package
        || directoryName.substr(directoryName.size() - suffix.size()) != suffix)
        return std::nullopt;
    std::string_view rest
        = directoryName.substr(package.size(), directoryName.size() - package.size() - suffix.size());
    // "vllm-0.6.3"; for a prefix such as "nvidia_nccl_cu" the CUDA major comes first ("13-2.28.9").
    const std::size_t dash = rest.find('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const std::string_view between = rest.substr(0, dash);
    if (!between.empty() && !parseUint64(between))
        return std::nullopt;
    rest.remove_prefix(dash + 1);
    return isVersionToken(rest) ? std::optional<std::string>(rest) : std::nullopt;
}

std::optional<std::string> parseNvccVersion(std::string_view text)
{
    for (const std::string_view line : splitLines(text)) {
        const std::size_t at = line.find(", V");
        if (line.find("release") == std::string_view::npos || at == std::string_view::npos)
            continue;
        const std::string_view version = trim(line.substr(at + 3));
        if (isDottedVersion(version) && version.size() <= 32)
            return std::string(version);
    }
    return std::nullopt;
}

std::vector<protocol::SoftwareDevice> parseLlamaCppDevices(std::string_view text)
{
    constexpr std::size_t kMaxDevices = 64;
    constexpr std::uint64_t kMiB = 1024 * 1024;
    std::vector<protocol::SoftwareDevice> devices;
    bool listed = false;
    for (const std::string_view line : splitLines(text)) {
        const std::string_view trimmed = trim(line);
        if (!listed) {
            listed = trimmed == "Available devices:";
            continue;
        }
        const std::size_t colon = trimmed.find(": ");
        // Each device on a line of its own, indented; anything else ends the list.
        if (line.empty() || (line.front() != ' ' && line.front() != '\t') || colon == std::string_view::npos
            || colon == 0 || colon > 32)
            break;
        const std::string_view name = trimmed.substr(0, colon);
        const bool nameValid = std::all_of(name.begin(), name.end(), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
        });
        std::string_view rest = trimmed.substr(colon + 2);
        const bool printable = std::none_of(rest.begin(), rest.end(), [](char c) {
            return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
        });
        if (!nameValid || !printable || rest.size() > 256 || devices.size() == kMaxDevices)
            break;
        protocol::SoftwareDevice device;
        device.name = std::string(name);
        // "NVIDIA GeForce RTX 4090 (24564 MiB, 23000 MiB free)"
        const std::size_t open = rest.rfind(" (");
        if (open != std::string_view::npos && rest.back() == ')') {
            const std::string_view memory = rest.substr(open + 2, rest.size() - open - 3);
            const std::size_t comma = memory.find(", ");
            const auto mib
                = [](std::string_view field, std::string_view unit) -> std::optional<std::uint64_t> {
                if (field.size() <= unit.size() || field.substr(field.size() - unit.size()) != unit)
                    return std::nullopt;
                const auto value = parseUint64(field.substr(0, field.size() - unit.size()));
                return value && *value < (std::uint64_t(1) << 40) ? std::optional(*value * kMiB)
                                                                  : std::nullopt;
            };
            if (comma != std::string_view::npos) {
                device.memoryTotalBytes = mib(memory.substr(0, comma), " MiB");
                device.memoryFreeBytes = mib(memory.substr(comma + 2), " MiB free");
            }
            if (device.memoryTotalBytes && device.memoryFreeBytes)
                rest = rest.substr(0, open);
            else
                device.memoryTotalBytes = device.memoryFreeBytes = std::nullopt;
        }
        device.description = std::string(trim(rest));
        devices.push_back(std::move(device));
    }
    return devices;
}

std::optional<std::string> parseLlamaCppVersion(std::string_view text)
{
    for (const std::string_view line : splitLines(text)) {
        const std::string_view trimmed = trim(line);
        if (trimmed.rfind("version: ", 0) != 0)
            continue;
        const auto fields = splitWhitespace(trimmed.substr(9));
        if (fields.empty() || !parseUint64(fields[0]))
            return std::nullopt;
        std::string version(fields[0]);
        if (fields.size() >= 2 && fields[1].size() >= 3 && fields[1].size() <= 44 && fields[1].front() == '('
            && fields[1].back() == ')') {
            const std::string_view commit = fields[1].substr(1, fields[1].size() - 2);
            if (std::all_of(commit.begin(), commit.end(),
                            [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); }))
                version += " (" + std::string(commit) + ")";
        }
        return version;
    }
    return std::nullopt;
}

std::vector<std::string> parseRpcServerFeatures(std::string_view bytes)
{
    if (bytes.find("enable local file cache") != std::string_view::npos)
        return {"cache"};
    return {};
}

std::optional<std::string> parseOllamaVersion(std::string_view text)
{
    constexpr std::string_view marker = "version is ";
    for (const std::string_view line : splitLines(text)) {
        const std::size_t at = line.find(marker);
        if (at == std::string_view::npos)
            continue;
        const std::string_view version = trim(line.substr(at + marker.size()));
        if (isVersionToken(version))
            return std::string(version);
    }
    return std::nullopt;
}

} // namespace shardscope::probe
