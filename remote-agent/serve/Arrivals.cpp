#include "remote-agent/serve/Arrivals.h"

#include <cmath>

namespace shardscope::serve {

namespace {

double shapeOf(const protocol::ServeArrivals &arrivals)
{
    const double burstiness = arrivals.burstiness;
    return std::isfinite(burstiness) && burstiness > 0 ? burstiness : 1.0;
}

bool allAtOnce(const protocol::ServeArrivals &arrivals)
{
    const double rate = arrivals.requestsPerSecond;
    return !(std::isfinite(rate) && rate > 0);
}

} // namespace

ArrivalClock::ArrivalClock(const protocol::ServeArrivals &arrivals)
    : m_allAtOnce(allAtOnce(arrivals))
    , m_generator(arrivals.seed)
    // vLLM: theta = 1 / (request_rate * burstiness), so that the mean gap is 1 / request_rate.
    , m_gapMs(shapeOf(arrivals),
              m_allAtOnce ? 1.0 : 1000.0 / (arrivals.requestsPerSecond * shapeOf(arrivals)))
{}

double ArrivalClock::nextMs()
{
    if (m_allAtOnce)
        return 0;
    if (m_first) {
        m_first = false;
        return m_nowMs;
    }
    m_nowMs += m_gapMs(m_generator);
    return m_nowMs;
}

std::vector<double> arrivalTimesMs(const protocol::ServeArrivals &arrivals, std::uint32_t count)
{
    ArrivalClock clock(arrivals);
    std::vector<double> times;
    times.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i)
        times.push_back(clock.nextMs());
    return times;
}

} // namespace shardscope::serve
