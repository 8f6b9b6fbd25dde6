#include "core/store/ResultStore.h"

namespace shardscope::core {

Transaction::Transaction(ResultStore &store)
    : m_store(store)
{
    // IMMEDIATE takes the write lock now, so a busy database fails here (after the busy timeout)
    // and not half-way through the transaction's writes.
    if (auto r = m_store.exec("BEGIN IMMEDIATE"); r)
        m_active = true;
    else
        m_beginError = r.error();
}

Transaction::~Transaction()
{
    if (m_active) {
        // After SQLITE_FULL and some I/O errors SQLite has already rolled back by itself; the
        // resulting "no transaction is active" is expected, and a destructor cannot report anyway.
        static_cast<void>(m_store.exec("ROLLBACK"));
    }
}

Result<void> Transaction::status() const
{
    if (m_beginError)
        return *m_beginError;
    return {};
}

Result<void> Transaction::commit()
{
    if (m_beginError)
        return *m_beginError;
    if (!m_active)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the transaction was already committed")};
    auto r = m_store.exec("COMMIT");
    if (r)
        m_active = false; // on failure the destructor rolls back what is left
    return r;
}

} // namespace shardscope::core
