#include "core/run/SetupCheckRecord.h"

#include "core/model/ConfigReader.h"

namespace shardscope::core {

RunRecorder::Finished recordSetupCheck(RunRecorder &recorder, const nlohmann::json &check,
                                       const QStringList &notChecked, bool cancelled)
{
    (void)recorder.record(StoredSetupCheck{recorder.runId(), storedJsonText(check), {}},
                          cancelled ? RunStatus::Cancelled : RunStatus::Complete);
    std::optional<Error> failure;
    if (!notChecked.isEmpty())
        failure = Error{ErrorCode::Unknown, QStringLiteral("not every machine could be checked: %1")
                                                .arg(notChecked.join(QStringLiteral("; ")))};
    return recorder.finish(failure);
}

} // namespace shardscope::core
