#pragma once

#include "core/Result.h"
#include "core/SafeText.h"
#include "core/store/ResultStore.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <csignal>
#include <functional>
#include <memory>

#include <QCommandLineParser>
#include <QString>

namespace shardscope::cli {

/// Exit codes of shardscope-cli.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitFailure = 1, ///< the command ran and something failed (agent, database, disk)
    ExitUsage = 2,   ///< the command line was wrong
};

/// How a command prints its outcome.
enum class OutputFormat {
    Text, ///< a summary for people
    Json, ///< --json: one JSON document on stdout, failures included
};

using core::qs;

/// JSON as text for --json output; invalid UTF-8 from a node (a CPU, GPU, interface or driver name)
/// is replaced rather than thrown on.
std::string dumpJson(const nlohmann::json &json, int indent = -1);

/// Writes text to stdout as UTF-8.
void printOut(const QString &text);
/// Writes text to stderr as UTF-8 (progress, per-host failures, usage errors).
void printError(const QString &text);
/// Prints the one line "shardscope-cli[ <command>]: <message> (see shardscope-cli[ <command>] --help)"
/// to stderr (the help itself is one --help away, not in the way of the reason); returns ExitUsage.
/// An empty command is the program as a whole.
int usageError(const QString &command, const QString &message);
/// The same for the command whose parser is given: every command's parser has the command's name as
/// its first positional argument.
int usageError(const QCommandLineParser &parser, const QString &message);

/// Why parser.parse() failed, in the words of the other usage errors: "unknown option --foo" for
/// options the parser does not know, else Qt's own text ("Missing value after '--host'").
QString parseErrorText(const QCommandLineParser &parser);

/// Writes one line to stderr: "shardscope-cli: <what> failed: <detail>. <what to do>". With Json
/// it also prints {"error": {"code", "message", "advice"}} on stdout, so that scripts reading
/// stdout always get a JSON document.
void printFailure(const QString &what, const core::Error &error, OutputFormat format);
/// That JSON document: {"error": {"code", "message", "advice"}}.
nlohmann::json failureJson(const QString &what, const core::Error &error);

/// Opens the database at path (the default one when empty), or reports why not with
/// printFailure and returns null. Commands open it first, so that a path that cannot be written
/// fails before any probing or connecting.
std::unique_ptr<core::ResultStore> openDatabaseOrReport(const QString &path, OutputFormat format);

/// What the user can do about an error, one short sentence.
QString adviceFor(core::ErrorCode code);

/// A plain-text table: the header, then the rows (a row may have fewer cells), each column as wide
/// as its widest cell, two spaces apart, each line trimmed; cells are left-aligned where
/// `leftAligned(column, cellsInRow)` says so, else right-aligned (numbers).
QString textTable(const QStringList &header, const QList<QStringList> &rows,
                  const std::function<bool(qsizetype column, qsizetype cells)> &leftAligned);

/// While it lives, Ctrl-C (and SIGTERM) set cancelFlag() instead of killing the program, so that a
/// long command (linktest, bench) can store its run as cancelled and end the agents; a second Ctrl-C
/// kills at once (SA_RESETHAND). One at a time.
class InterruptGuard
{
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

    /// True once Ctrl-C or SIGTERM arrived; for the core's cancel parameters.
    const std::atomic_bool *cancelFlag() const;

private:
    struct sigaction m_previousInt = {};
    struct sigaction m_previousTerm = {};
    bool m_installed = false;
    bool m_installedTerm = false;
};

} // namespace shardscope::cli
