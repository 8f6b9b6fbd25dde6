#include "core/run/SetupCheckRecord.h"

namespace shardscope::core {

RunRecorder::Finished recordSetupCheck(RunRecorder &recorder, const nlohmann::json &check,
                                       const QStringList &notChecked, bool cancelled)
{
    // Invalid UTF-8 (a name from ssh_config, an interface name) is replaced rather than thrown on.
    const QString json
        = QString::fromStdString(check.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    (void)recorder.record(StoredSetupCheck{recorder.runId(), json, {}},
                          cancelled ? RunStatus::Cancelled : RunStatus::Complete);
    std::optional<Error> failure;
    if (!notChecked.isEmpty())
        failure = Error{ErrorCode::Unknown, QStringLiteral("not every machine could be checked: %1")
                                                .arg(notChecked.join(QStringLiteral("; ")))};
    return recorder.finish(failure);
}

} // namespace shardscope::core
