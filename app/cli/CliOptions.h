#pragma once

#include <QCommandLineOption>
#include <QString>

#include <optional>

namespace shardscope::cli {

/// `--db PATH`, the same for every command that opens the result database.
QCommandLineOption databaseOption();

/// bench's `--split-over NAME,NAME[,…]`, repeatable: one node set of the splits and replicas each
/// (parseNodeNameList reads a value).
QCommandLineOption splitOverOption();

/// Whether a file an option names may be missing yet: known_hosts is created by --accept-new.
enum class MissingFile {
    Unknown = 0,
    Refused,      ///< the file must exist
    MayBeCreated, ///< it may be missing when its folder exists
};

/// What is wrong with `path` as the file to read that `--<option>` names ("--known-hosts /x does not
/// exist"), or nullopt: a file that does not exist or is a folder would otherwise be read as empty
/// and the command would fail later, for a reason that does not name the typo.
std::optional<QString> inputFileProblem(const QString &option, const QString &path,
                                        MissingFile missing = MissingFile::Refused);

/// The same file, however the two paths spell it (relative, "..", a symbolic link): an output
/// option must not name the database it reads.
bool samePath(const QString &a, const QString &b);

} // namespace shardscope::cli
