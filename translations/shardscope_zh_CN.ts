<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="37"/>
        <source>%1×</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="43"/>
        <location filename="../presentation/AnalysisText.cpp" line="54"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="111"/>
        <source>Splitting %1 makes each token %2 slower: %3 of every token is spent waiting for the network.</source>
        <translation>将模型%1后，每个 token 的耗时变为原来的 %2：每个 token 有 %3 的时间花在等待网络上。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="115"/>
        <source>Splitting %1 makes each token %2 slower.</source>
        <translation>将模型%1后，每个 token 的耗时变为原来的 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="120"/>
        <source>Splitting %1 makes each token %2 faster, although %3 of every token is spent waiting for the network.</source>
        <translation>将模型%1后，每个 token 的速度提高到原来的 %2，尽管每个 token 有 %3 的时间花在等待网络上。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="124"/>
        <source>Splitting %1 makes each token %2 faster.</source>
        <translation>将模型%1后，每个 token 的速度提高到原来的 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="60"/>
        <source>%1 output tokens/s</source>
        <translation>每秒 %1 个输出 token</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="72"/>
        <source>machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="83"/>
        <source>with pipeline parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>采用流水线并行</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="84"/>
        <source>with tensor parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>采用张量并行</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="87"/>
        <source>across %1 %2 over this link (%3, %4 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>通过这条链路（%3，往返时间 %4）%2拆分到 %1 上</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="91"/>
        <source>across %1 %2</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>%2拆分到 %1 上</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="209"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="211"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="217"/>
        <source>Unknown layout</source>
        <translation>未知的并行方式</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="264"/>
        <source>Complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="266"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="268"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="270"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="276"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="284"/>
        <location filename="../presentation/AnalysisText.cpp" line="334"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="286"/>
        <source>%1 over %2 at concurrency %3</source>
        <translation>%2 上的%1运行（并发数 %3）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="291"/>
        <source>%1 is no longer stored: its inventory and memory are unknown</source>
        <translation>%1 已不在保存的数据中：其清单和内存均未知</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="293"/>
        <source>The inventory of %1 was taken after the run (%2)</source>
        <translation>%1 的清单是在本次运行之后清点的（%2）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="295"/>
        <source>No inventory of %1 is stored: its memory is unknown</source>
        <translation>没有保存 %1 的清单：其内存未知</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="297"/>
        <source>The inventory of %1 gives no memory size for the %2 backend</source>
        <translation>%1 的清单中没有 %2 后端可用的内存大小</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="95"/>
        <source>across %1 machines over this link (%2, %3 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>通过这条链路（%2，往返时间 %3）拆分到 %1 台机器上</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="100"/>
        <source>across %1 machines</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>拆分到 %1 台机器上</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="134"/>
        <source>Serve one copy on each of %1 instead: %2 the output tokens per second of one machine.</source>
        <translation>建议改为在 %1 上各运行一个副本：每秒输出的 token 数可达单台机器的 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="137"/>
        <source>One copy on each of %1 would give %2 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>在 %1 上各运行一个副本可使每秒输出的 token 数达到单台机器的 %2，但不会让单个对话变快。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="141"/>
        <source>One copy on each of %1 gives %2 the output tokens per second of one machine.</source>
        <translation>在 %1 上各运行一个副本时，每秒输出的 token 数是单台机器的 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="146"/>
        <source>Serve one copy per machine instead: %1 the output tokens per second of one machine.</source>
        <translation>建议改为每台机器运行一个副本：每秒输出的 token 数可达单台机器的 %1。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="150"/>
        <source>One copy per machine would give %1 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>每台机器运行一个副本可使每秒输出的 token 数达到单台机器的 %1，但不会让单个对话变快。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="154"/>
        <source>One copy per machine gives %1 the output tokens per second of one machine.</source>
        <translation>每台机器运行一个副本时，每秒输出的 token 数是单台机器的 %1。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="163"/>
        <source>with pipeline parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>采用流水线并行</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="164"/>
        <source>with tensor parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>采用张量并行</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="166"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines (%2) %3, it makes %4.</source>
        <translation>单台机器的内存装不下该模型。%3拆分到 %1 台机器（%2）上时，它可达到 %4。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="171"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines %2, it makes %3.</source>
        <translation>单台机器的内存装不下该模型。%2拆分到 %1 台机器上时，它可达到 %3。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="176"/>
        <source>The model does not fit in one machine&apos;s memory: it needs %1 machines, and no split run completed.</source>
        <translation>单台机器的内存装不下该模型：它需要 %1 台机器，但没有完成任何拆分运行。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="181"/>
        <source>The model does not fit in the memory of these machines, not even split over all of them.</source>
        <translation>这些机器的内存装不下该模型，即使拆分到所有机器上也不行。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="184"/>
        <source>No run on one machine completed, and no split run either.</source>
        <translation>单台机器上的运行和拆分运行都没有完成。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="199"/>
        <source>a server ShardScope does not recognise</source>
        <translation>ShardScope 无法识别的服务器</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="207"/>
        <source>One machine</source>
        <translation>单台机器</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="213"/>
        <source>One copy per machine</source>
        <translation>每台机器一个副本</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="238"/>
        <source>%1 (%2 machines: %3 … %4)</source>
        <comment>layout (how many machines: the first … the last)</comment>
        <translation>%1（%2 台机器：%3 … %4）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="272"/>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="300"/>
        <source>No stored link test measured every pair of %1 before the run ended: the network figures, the what-if and the network rules of the checklist are missing; run a link test of these machines</source>
        <translation>在本次运行结束之前，没有任何已保存的链路测试测量过 %1 中的每一对：因此缺少网络数据、假设分析以及检查清单中的网络规则；请对这些机器运行一次链路测试</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="305"/>
        <source>Link test %1 lacks a round-trip or single-stream throughput figure for some pairs: the link model uses the others</source>
        <translation>链路测试 %1 中有些机器对缺少往返时间或单流吞吐量数据：链路模型使用其余机器对的数据</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="312"/>
        <source>Link test %1 ended as %2; its complete pairs are used</source>
        <translation>链路测试 %1 的结束状态为 %2；只使用其中已完成的机器对</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="315"/>
        <source>Link %1: the traffic never left one machine</source>
        <translation>链路 %1：流量从未离开同一台机器</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="317"/>
        <source>Link %1 lost packets</source>
        <translation>链路 %1 出现丢包</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="319"/>
        <source>Link %1: the network interface counted errors</source>
        <translation>链路 %1：网络接口记录到了错误</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="321"/>
        <source>The run is still marked running: ShardScope may have stopped during it, and its results may be incomplete</source>
        <translation>该运行仍标记为运行中：ShardScope 可能在运行期间停止了，其结果可能不完整</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="324"/>
        <source>The run failed</source>
        <translation>该运行失败</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="326"/>
        <source>The run was cancelled before every layout ran</source>
        <translation>该运行在所有并行方式运行完之前被取消</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="328"/>
        <source>The run was interrupted: ShardScope ended before it finished (killed, crashed or the computer lost power); its results are incomplete</source>
        <translation>运行已中断：ShardScope 在运行完成前结束（被终止、崩溃或计算机断电）；其结果不完整</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="337"/>
        <source>%1 is faster than the measured memory bandwidth allows</source>
        <translation>%1的速度超过了实测内存带宽所允许的上限</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="339"/>
        <source>No stored setup check covers %1: interfaces, names, firewalls and routers between them were not checked, and the placement and congestion rules lack that evidence; run the setup check</source>
        <translation>没有已保存的配置检查涵盖 %1：它们的接口、名称、防火墙以及之间的路由器都未经检查，放置和拥塞规则缺少这项证据；请运行配置检查</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="346"/>
        <source>Unknown warning</source>
        <translation>未知警告</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="347"/>
        <source>Unknown warning about %1</source>
        <translation>关于 %1 的未知警告</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="363"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="365"/>
        <source>1 GbE</source>
        <translation>1 GbE</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="367"/>
        <source>2.5 GbE</source>
        <translation>2.5 GbE</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="369"/>
        <source>10 GbE</source>
        <translation>10 GbE</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="371"/>
        <source>25 GbE</source>
        <translation>25 GbE</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="373"/>
        <source>Thunderbolt</source>
        <translation>Thunderbolt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="375"/>
        <source>100 GbE</source>
        <translation>100 GbE</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="379"/>
        <source>Unknown link</source>
        <translation>未知链路</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="386"/>
        <source>One person chatting (latency)</source>
        <translation>一个人聊天（延迟）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="388"/>
        <source>Many requests at once (throughput)</source>
        <translation>同时处理大量请求（吞吐量）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="390"/>
        <source>Both</source>
        <translation>两者兼顾</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="394"/>
        <source>Not chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="449"/>
        <source>These figures are from your own server, not from ShardScope&apos;s model: each layout is one of your serving runs of this model on this server, measured at the same number of requests at once.</source>
        <translation>这些数据来自你自己的服务器，而不是 ShardScope 的模型：每种并行方式都是你在此服务器上对该模型进行的一次服务运行，并在相同的并发请求数下测量。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="454"/>
        <source>Your server was measured cleanly in one layout only, or not on one machine, so there is nothing to compare: start it on one machine and split (or as copies) and measure each.</source>
        <translation>你的服务器只在一种并行方式下无错误地完成了测量，或者没有在单台机器上测量过，因此无从比较：请分别在单台机器上和以拆分方式（或多个副本）启动它，并逐一测量。</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="504"/>
        <source>Per decode step (one token for each of %n request(s) at once), split over %1 machines:</source>
        <translation>
            <numerusform>每个解码步骤（同时 %n 个请求，每个请求一个 token），拆分到 %1 台机器上：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="511"/>
        <source>For %1 per token: a round trip below %2 and at least %3.</source>
        <translation>要达到每个 token %1：往返时间低于 %2，且带宽至少 %3。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="519"/>
        <source>Tensor parallel: each machine sends %1 per step and waits for %2 round trips.</source>
        <translation>张量并行：每台机器每步发送 %1，并等待 %2 次往返。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="524"/>
        <source>Pipeline parallel: a machine sends %1 per step; the step waits for %2 messages, one way each, one after another.</source>
        <translation>流水线并行：一台机器每步发送 %1；每一步要依次等待 %2 条单向消息，一条接一条。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="532"/>
        <source>llama.cpp over RPC: the first machine sends %1 per step and waits for %2 round trips (seven for each other machine).</source>
        <translation>llama.cpp 通过 RPC：第一台机器每步发送 %1，并等待 %2 次往返（其余每台机器各七次）。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="539"/>
        <source>A copy on each machine: only the prompts and the streamed tokens cross, about %1 per step; any wired network carries that.</source>
        <translation>每台机器一个副本：只有提示词和流式输出的 token 经过网络，每步约 %1；任何有线网络都能轻松承载。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="546"/>
        <source>These limits hold if computing a token took no time at all: it takes part of the budget, so a link that works must be better than both. Measured on the Network and Inference pages, the what-if then says how much better.</source>
        <translation>这些限制假设计算一个 token 完全不花时间：实际上计算会占用一部分预算，所以可用的链路必须在这两项上都更好。在网络页面和推理页面完成测量后，假设分析会告诉你需要好多少。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="551"/>
        <source>Set a time per output token (TPOT) target for what a link needs to meet it.</source>
        <translation>设置每个输出 token 的时间（TPOT）目标，即可看到链路需要达到什么条件才能满足它。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="563"/>
        <source>Fits on one machine (needs %1, %2 has %3)</source>
        <translation>单台机器即可装下（需要 %1，%2 有 %3）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="567"/>
        <source>Needs %1 machines: the model needs %2 and the largest machine has %3; split evenly, each machine needs %4</source>
        <translation>需要 %1 台机器：模型需要 %2，而最大的机器只有 %3；平均拆分后，每台机器需要 %4</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="573"/>
        <source>Does not fit: the model needs %1, and all machines together have %2</source>
        <translation>装不下：模型需要 %1，而所有机器加起来只有 %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="579"/>
        <source>Needs %1; no machine&apos;s memory is known yet</source>
        <translation>需要 %1；尚不知道任何机器的内存大小</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="580"/>
        <source>Not known yet: choose a model and machines whose inventory is known</source>
        <translation>尚不清楚：请选择一个模型以及已清点过的机器</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="630"/>
        <source>Not tested: no complete link test of these machines.</source>
        <translation>未测试：这些机器没有完整的链路测试。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="632"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), within 25 % of the %3 its model expects.</source>
        <translation>%1每个解码步骤在机器之间发送 %2（所有进程合计，实测值），与其模型预期的 %3 相差不超过 25%。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="637"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), more than 25 % off the %3 its model expects: the traffic is not what the layout should send.</source>
        <translation>%1每个解码步骤在机器之间发送 %2（所有进程合计，实测值），与其模型预期的 %3 相差超过 25%：流量与该并行方式应发送的不符。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="653"/>
        <source>At its highest concurrency the busiest machine sends %1, under half of the link&apos;s %2.</source>
        <translation>在最高并发数下，最繁忙的机器发送 %1，不到链路 %2 的一半。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="656"/>
        <source>At its highest concurrency the busiest machine sends %1, over half of the link&apos;s %2.</source>
        <translation>在最高并发数下，最繁忙的机器发送 %1，超过了链路 %2 的一半。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="659"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries %2 of the fastest one&apos;s single-stream throughput.</source>
        <translation>在本次运行的机器之间，最慢的链路方向（%1）的单流吞吐量是最快方向的 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="664"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries only %2 of the fastest one&apos;s single-stream throughput, and the split has to use it.</source>
        <translation>在本次运行的机器之间，最慢的链路方向（%1）的单流吞吐量只有最快方向的 %2，而拆分运行必须使用它。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="684"/>
        <source>Not tested: no run failed, so the handling of a failing machine was not exercised.</source>
        <translation>未测试：没有运行失败，因此未检验对故障机器的处理。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="405"/>
        <source>Split with pipeline parallel</source>
        <translation>用流水线并行拆分</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="407"/>
        <source>Split with tensor parallel</source>
        <translation>用张量并行拆分</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="414"/>
        <source>Not enough measurements</source>
        <translation>测量数据不足</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="479"/>
        <source>A typical %1 link (%2, %3 round trip) would bring the split to about %4 decode tokens/s (predicted).</source>
        <translation>换用一条典型的 %1 链路（%2，往返时间 %3），拆分运行可达到约 %4 解码 tokens/s（预测值）。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="687"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench --layout tp or pp) that completes at concurrency %1 would test it.</source>
        <translation>未测试：这些运行测量的是模型和网络，而不是服务前端（HTTP 服务器、分词器、调度器）。若对你自己的服务器以拆分布局（shardscope-cli serve-bench --layout tp 或 pp）进行一次服务运行，并在并发 %1 下完整完成，即可测试这一点。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="692"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench) that completes at the goal&apos;s concurrency would test it.</source>
        <translation>未测试：这些运行测量的是模型和网络，而不是服务前端（HTTP 服务器、分词器、调度器）。若对你自己的服务器以拆分布局（shardscope-cli serve-bench）进行一次服务运行，并在目标的并发下完整完成，即可测试这一点。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="697"/>
        <source>Serving run %1 of your own server, %2, completed at concurrency %3: the whole path of a request (HTTP server, tokenizer, scheduler) was measured.</source>
        <translation>你自己服务器的服务运行 %1（%2）在并发 %3 下完整完成：一个请求的完整路径（HTTP 服务器、分词器、调度器）都已测量。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="729"/>
        <source>The model predicts %1 decode tokens/s for the measured link; the run measured %2 (%3). For the time to first token it predicts %4; the run measured %5 (%6).</source>
        <translation>对于实测的链路，模型预测 %1 解码 tokens/s；本次运行实测为 %2（%3）。对于首 token 时间，模型预测 %4；本次运行实测为 %5（%6）。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="738"/>
        <source>For CUDA the cost of an NCCL message is not yet checked against a GPU run: read these predictions as rough.</source>
        <translation>对于 CUDA，NCCL 消息的开销尚未经过 GPU 运行的验证：请把这些预测仅当作粗略估计。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="835"/>
        <source>%1 EiB</source>
        <translation>%1 EiB</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="489"/>
        <source>Time to first token: %1 (median), within your target of %2.</source>
        <translation>首 token 时间：%1（中位数），在你的目标 %2 以内。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="244"/>
        <source>%1 (%2)</source>
        <comment>layout (its machines)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="401"/>
        <source>Stay on one machine</source>
        <translation>留在单台机器上</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="403"/>
        <source>Serve one copy per machine</source>
        <translation>每台机器运行一个副本</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="409"/>
        <source>Does not fit on one machine</source>
        <translation>单台机器装不下</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="457"/>
        <source>No run completed on one machine or split over several machines, so there is nothing to compare.</source>
        <translation>单台机器上的运行和拆分到多台机器上的运行都没有完成，因此无从比较。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="473"/>
        <source>Only the runs on one machine completed: there is no split or copy per machine to compare with.</source>
        <translation>只有单台机器上的运行完成了：没有拆分运行或每台机器一个副本的运行可供比较。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="490"/>
        <source>Time to first token: %1 (median), over your target of %2.</source>
        <translation>首 token 时间：%1（中位数），超过了你的目标 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="494"/>
        <source>Time per output token: %1 (median), within your target of %2.</source>
        <translation>每个输出 token 的时间：%1（中位数），在你的目标 %2 以内。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="495"/>
        <source>Time per output token: %1 (median), over your target of %2.</source>
        <translation>每个输出 token 的时间：%1（中位数），超过了你的目标 %2。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="587"/>
        <source>Parallelism graph</source>
        <translation>并行通信图</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="589"/>
        <source>Latency budget</source>
        <translation>延迟预算</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="591"/>
        <source>Bandwidth for concurrency</source>
        <translation>并发所需带宽</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="593"/>
        <source>Topology-aware placement</source>
        <translation>拓扑感知放置</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="595"/>
        <source>Congestion</source>
        <translation>拥塞</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="597"/>
        <source>Observability</source>
        <translation>可观测性</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="599"/>
        <source>Partial failure</source>
        <translation>部分故障</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="601"/>
        <source>Complete serving path</source>
        <translation>完整的服务路径</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="605"/>
        <source>Unknown rule</source>
        <translation>未知规则</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="612"/>
        <source>Met</source>
        <translation>满足</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="614"/>
        <source>Not met</source>
        <translation>未满足</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="619"/>
        <source>Not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="628"/>
        <source>Not tested: no tensor-parallel or pipeline-parallel run completed.</source>
        <translation>未测试：没有完成任何张量并行或流水线并行运行。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="643"/>
        <source>The network takes %1 of every token, within its budget of %2.</source>
        <translation>网络占用每个 token 的 %1，在 %2 的预算以内。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="646"/>
        <source>The network takes %1 of every token, over its budget of %2.</source>
        <translation>网络占用每个 token 的 %1，超出了 %2 的预算。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="649"/>
        <source>Not tested: the split ran at one concurrency only; run it at several to see whether the link keeps up.</source>
        <translation>未测试：拆分运行只用了一种并发数；请用多种并发数运行，看看链路能否跟上。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="669"/>
        <source>Loss at most %1, and with both directions busy each keeps %2 of its throughput.</source>
        <translation>丢包最多 %1，并且在双向同时繁忙时，每个方向都能保持 %2 的吞吐量。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="672"/>
        <source>Loss up to %1, and with both directions busy one keeps only %2 of its throughput (fine: at most %3 loss, at least %4).</source>
        <translation>丢包高达 %1，并且在双向同时繁忙时，有一个方向只能保持 %2 的吞吐量（正常情况：丢包最多 %3，吞吐量至少 %4）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="677"/>
        <source>%n rank(s) reported compute and communication time for every token.</source>
        <translation>
            <numerusform>%n 个进程报告了每个 token 的计算和通信时间。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="679"/>
        <source>%n rank(s) of complete runs reported no per-token figures.</source>
        <translation>
            <numerusform>已完成的运行中有 %n 个进程没有报告逐 token 的数据。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="681"/>
        <source>%n run(s) failed and came back with the cause: “%1”.</source>
        <translation>
            <numerusform>%n 次运行失败，并返回了原因：“%1”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="705"/>
        <source>The setup check found %n reason(s) the traffic between the machines may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>配置检查发现 %n 个原因，使机器之间的流量可能不走集群链路（之间有路由器、子网不同、走了另一个接口、软件可能选中 VPN 或容器接口）：请查看其发现。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="709"/>
        <source>The setup check found %n reason(s) the traffic of %1 may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>配置检查发现 %n 个原因，使 %1 的流量可能不走集群链路（之间有路由器、子网不同、走了另一个接口、软件可能选中 VPN 或容器接口）：请查看其发现。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="715"/>
        <source>The setup check found that the path %1 carries packets of at most %2 bytes, below the interfaces&apos; MTU of %3 bytes: larger packets are dropped or split, which stalls transfers.</source>
        <translation>配置检查发现路径 %1 最多只能传输 %2 字节的数据包，低于接口的 MTU %3 字节：更大的数据包会被丢弃或分片，导致传输停滞。</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="750"/>
        <source>llama.cpp over RPC across %1 makes each token %2 slower than %3 alone: %4 against %5, at %n request(s) at once.</source>
        <translation>
            <numerusform>在同时 %n 个请求下，llama.cpp 通过 RPC 拆分到 %1 上后，每个 token 的耗时变为仅用 %3 时的 %2：%4 对比 %5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="756"/>
        <source>llama.cpp over RPC across %1 was no slower per token than %2 alone: %3 against %4, at %n request(s) at once.</source>
        <translation>
            <numerusform>在同时 %n 个请求下，llama.cpp 通过 RPC 拆分到 %1 上后，每个 token 并不比仅用 %2 时慢：%3 对比 %4。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="760"/>
        <source>That is about %1 round trips per token on a %2 link, plus %3 per token on the wire (%4 at %5): llama.cpp waits for each remote machine&apos;s answer before it goes on.</source>
        <translation>这相当于在往返时间为 %2 的链路上每个 token 约 %1 次往返，外加每个 token 在线路上传输 %3（以 %5 传输需 %4）：llama.cpp 要等每台远程机器回应后才会继续。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="768"/>
        <source>%1 over %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="769"/>
        <source>By the same count the split would make about, in output tokens/s: %1 (%2 alone: %3).</source>
        <translation>按同样的算法，拆分运行的输出 tokens/s 约为：%1（仅用 %2 时：%3）。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="782"/>
        <source>rpc-server on %1 started with an empty cache (-c): this load sent its weights over the link, the next load of the same model reads them from %1&apos;s disk.</source>
        <translation>%1 上的 rpc-server 启动时缓存为空（-c）：本次加载通过链路发送了权重，同一模型的下次加载将从 %1 的磁盘读取。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="787"/>
        <source>rpc-server on %1 started with %2 of weights in its cache (-c): those were read from its disk, not sent over the link again.</source>
        <translation>%1 上的 rpc-server 启动时缓存中已有 %2 的权重（-c）：这些权重从其磁盘读取，没有再次通过链路发送。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="798"/>
        <source>%1 on %2 (port %3)</source>
        <translation>%2 上的 %1（端口 %3）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="802"/>
        <source>%1: its agent could not be asked to stop it; it ended with the agent.</source>
        <translation>%1：无法请求它的代理程序停止它；它随代理程序一起结束了。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="804"/>
        <source>%1 had ended by itself before the end of the run</source>
        <translation>%1 在运行结束前就已自行退出</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="805"/>
        <source>%1 was stopped</source>
        <translation>%1 已停止</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="807"/>
        <source>(exit code %1)</source>
        <translation>（退出码 %1）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="809"/>
        <source>(signal %1)</source>
        <translation>（信号 %1）</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="815"/>
        <source>ShardScope started these servers for the run and stopped them at its end. To run the same setup again without ShardScope, run each machine&apos;s lines there, in this order (the ports are the ones this run used; the API key, if any, goes in the environment, never on the command line).</source>
        <translation>ShardScope 为这次运行启动了这些服务器，并在运行结束时停止了它们。要在没有 ShardScope 的情况下再次运行相同的配置，请按以下顺序在每台机器上运行它对应的命令行（端口是这次运行使用的端口；如有 API 密钥，请放在环境变量中，切勿写在命令行里）。</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="825"/>
        <source>On %1 (%2):</source>
        <translation>在 %1 上（%2）：</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="841"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="841"/>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="841"/>
        <source>%1 kbit/s</source>
        <translation>%1 kbit/s</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="841"/>
        <location filename="../presentation/LinkText.cpp" line="38"/>
        <source>%1 bit/s</source>
        <translation>%1 bit/s</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="846"/>
        <location filename="../presentation/LinkText.cpp" line="56"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="846"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>BenchChartSpecs</name>
    <message numerus="yes">
        <location filename="../presentation/BenchChartSpecs.cpp" line="53"/>
        <source>%1, %n at once</source>
        <translation>
            <numerusform>%1，并发 %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="72"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="73"/>
        <source>Time to first token: no complete runs to show</source>
        <translation>首 token 时间：没有可显示的已完成运行</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="74"/>
        <source>Milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="76"/>
        <source>Time to first token: how long a request waits before the first word of the answer appears (reading the prompt included). All requests of a run start together and wait for one shared prefill, so a run&apos;s median and p99 come from one timing: compare runs, not the two bars. Lower is better.</source>
        <translation>首 token 时间：一个请求要等多久，回答的第一个词才会出现（包括读取提示词的时间）。一次运行的所有请求同时开始，并等待同一次共享的预填充，因此该运行的中位数和 p99 来自同一次计时：请比较不同的运行，而不是这两根柱形。越低越好。</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="80"/>
        <source>Median (p50)</source>
        <translation>中位数 (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="81"/>
        <source>Slowest 1 % (p99)</source>
        <translation>最慢的 1% (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="96"/>
        <source>Tokens per second by requests at once</source>
        <translation>不同并发请求数下的每秒 token 数</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="97"/>
        <source>Tokens per second: no complete runs to show</source>
        <translation>每秒 token 数：没有可显示的已完成运行</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="98"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="165"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="236"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="99"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="101"/>
        <source>Tokens per second of all requests together, as more requests run at once. A line that keeps rising means the layout serves more people well; one that flattens has reached its limit.</source>
        <translation>同时运行的请求增多时，所有请求合计的每秒 token 数。持续上升的曲线说明该并行方式能很好地服务更多人；趋于平缓的曲线说明已达到极限。</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="139"/>
        <source>Where the time of each token goes</source>
        <translation>每个 token 的时间花在哪里</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="140"/>
        <source>Time per token: no complete runs to show</source>
        <translation>每个 token 的时间：没有可显示的已完成运行</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="141"/>
        <source>Milliseconds per token</source>
        <translation>每个 token 的毫秒数</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="142"/>
        <source>How each token&apos;s time splits on the slowest machine: computing, sending data between machines, and waiting for the others. One machine never communicates; a split that mostly communicates or waits is held back by the network.</source>
        <translation>在最慢的机器上，每个 token 的时间如何分配：计算、在机器之间发送数据，以及等待其他机器。单台机器从不通信；如果拆分运行的大部分时间都在通信或等待，说明它受到了网络的拖累。</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="145"/>
        <source>Computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="146"/>
        <source>Communicating</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="147"/>
        <source>Waiting for the slowest machine</source>
        <translation>等待最慢的机器</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="163"/>
        <source>What if the network were faster (%1)</source>
        <translation>如果网络更快会怎样（%1）</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="164"/>
        <source>What if the network were faster: needs a split run and a link test</source>
        <translation>如果网络更快会怎样：需要一次拆分运行和一次链路测试</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="166"/>
        <source>Time to first token (ms)</source>
        <translation>首 token 时间 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="168"/>
        <source>Predicted from the measured computing time and a model of the link (its round trip and bandwidth) for common kinds of network; the black square and the dark dot are what the run really measured on your link.</source>
        <translation>根据实测的计算时间和链路模型（往返时间和带宽），针对常见网络类型做出的预测；黑色方块和深色圆点是本次运行在你的链路上实际测得的数值。</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="179"/>
        <source>Your link</source>
        <translation>你的链路</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="188"/>
        <source>Predicted tokens/s</source>
        <translation>预测的 tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="189"/>
        <source>Predicted first token</source>
        <translation>预测的首 token 时间</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="193"/>
        <source>Measured tokens/s</source>
        <translation>实测的 tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="196"/>
        <source>Measured first token</source>
        <translation>实测的首 token 时间</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="213"/>
        <source>One machine</source>
        <translation>单台机器</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="220"/>
        <source>A bar that reaches past the dashed line would beat one machine.</source>
        <translation>柱形超过虚线，就表示会胜过单台机器。</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="233"/>
        <source>Nothing measured in both runs to compare</source>
        <translation>两次运行中没有共同测量的数据可供比较</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="238"/>
        <source>Tokens per second of every layout both runs measured: a higher bar is more text per second.</source>
        <translation>两次运行都测量过的每种并行方式的每秒 token 数：柱子越高，每秒生成的文字越多。</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="242"/>
        <source>Throughput, one stream (Gbit/s)</source>
        <translation>吞吐量，1 个流 (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="243"/>
        <source>Single-stream throughput of every direction both runs measured: a higher bar is a faster link.</source>
        <translation>两次运行都测量过的每个方向的单流吞吐量：柱子越高，链路越快。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../ui/CommandLine.cpp" line="15"/>
        <source>ShardScope measures whether local AI inference should be split across your machines.</source>
        <translation>ShardScope 通过测量判断：本地 AI 推理是否值得拆分到你的多台机器上运行。</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="21"/>
        <source>Keep the results in the SQLite file &lt;path&gt; instead of the default one.</source>
        <translation>将结果保存在 SQLite 文件 &lt;路径&gt; 中，而不是默认文件。</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="23"/>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="25"/>
        <source>Show the user interface in &lt;language&gt; (for example &quot;de&quot; or &quot;en&quot;) instead of the system language.</source>
        <translation>使用 &lt;语言&gt;（例如“de”或“en”）显示界面，而不是系统语言。</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="27"/>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="40"/>
        <source>Unexpected argument: %1</source>
        <translation>意外的参数：%1</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="48"/>
        <source>--db needs a file path.</source>
        <translation>--db 需要一个文件路径。</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="12"/>
        <source>(Details: %1)</source>
        <translation>（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="42"/>
        <source>The refresh was cancelled. Click Refresh to inventory this computer again.</source>
        <translation>刷新已取消。点击“刷新”可重新清点本机。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="29"/>
        <source>ShardScope could not find its helper program, shardscope-agent, which inventories this computer. It looked in: %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>ShardScope 找不到用于清点本机的辅助程序 shardscope-agent。已查找的位置：%1。请重新安装 ShardScope，或将环境变量 SHARDSCOPE_AGENT 设为 shardscope-agent 的完整路径，然后重新启动 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="23"/>
        <source>The environment variable SHARDSCOPE_AGENT names %1, which is not an executable file, so ShardScope cannot inventory this computer. Set SHARDSCOPE_AGENT to the full path of shardscope-agent, or remove the variable to use the installed one, and start ShardScope again.</source>
        <translation>环境变量 SHARDSCOPE_AGENT 指向 %1，但它不是可执行文件，因此 ShardScope 无法清点本机。请将 SHARDSCOPE_AGENT 设为 shardscope-agent 的完整路径，或删除该变量以使用已安装的版本，然后重新启动 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="47"/>
        <source>ShardScope&apos;s helper program was not found at %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>在 %1 找不到 ShardScope 的辅助程序。请重新安装 ShardScope，或将环境变量 SHARDSCOPE_AGENT 设为 shardscope-agent 的完整路径，然后重新启动 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="52"/>
        <source>The helper program %1 could not be started. Check that the file exists and is executable (chmod +x), or reinstall ShardScope.</source>
        <translation>无法启动辅助程序 %1。请检查该文件是否存在且可执行（chmod +x），或重新安装 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="57"/>
        <source>The helper program %1 stopped unexpectedly while inventorying this computer. Click Refresh to try again; if it keeps happening, please report it together with this message.</source>
        <translation>辅助程序 %1 在清点本机时意外退出。请点击“刷新”重试；如果问题反复出现，请连同此消息一起报告。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="63"/>
        <source>The helper program did not answer in time. This computer may be very busy: click Refresh to try again.</source>
        <translation>辅助程序未及时响应。本机可能非常繁忙：请点击“刷新”重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="67"/>
        <source>The helper program could not inventory this computer. Click Refresh to try again.</source>
        <translation>辅助程序无法清点本机。请点击“刷新”重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="71"/>
        <source>The answer of the helper program %1 could not be read. It may belong to a different ShardScope version: reinstall ShardScope.</source>
        <translation>无法读取辅助程序 %1 的响应。它可能属于其他版本的 ShardScope：请重新安装 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="78"/>
        <source>Inventorying this computer failed. Click Refresh to try again.</source>
        <translation>清点本机失败。请点击“刷新”重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="87"/>
        <source>The database %1 could not be opened, so nothing is saved in this session. Check that you may write to %2, or start ShardScope with --db and another file.</source>
        <translation>无法打开数据库 %1，因此本次会话不会保存任何内容。请检查你是否有权写入 %2，或使用 --db 指定另一个文件来启动 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="92"/>
        <source>The database %1 was written by a newer version of ShardScope, so nothing is saved in this session. Update ShardScope, or start it with --db and another file.</source>
        <translation>数据库 %1 由更新版本的 ShardScope 写入，因此本次会话不会保存任何内容。请更新 ShardScope，或使用 --db 指定另一个文件来启动它。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="97"/>
        <source>The disk that holds the database %1 is full, so the inventory was not saved. Free some space and click Refresh.</source>
        <translation>存放数据库 %1 的磁盘已满，因此清单未保存。请释放一些空间，然后点击“刷新”。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="105"/>
        <source>Reading or saving in the database %1 failed; the inventory shown may not be saved. If this keeps happening, start ShardScope with --db and another file.</source>
        <translation>读取或保存数据库 %1 失败；当前显示的清单可能未保存。如果问题反复出现，请使用 --db 指定另一个文件来启动 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="113"/>
        <source>The database %1 cannot be written (a full disk or a read-only drive?), so it was opened read-only: the history can be read, but nothing new is saved. Free some space and restart ShardScope, or start it with --db and another file.</source>
        <translation>无法写入数据库 %1（磁盘已满或驱动器为只读？），因此以只读方式打开：可以查看历史记录，但不会保存任何新内容。请释放一些空间后重新启动 ShardScope，或使用 --db 指定另一个文件启动。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="122"/>
        <source>The file %1 could not be written. Check that the folder exists, that you may write to it and that the disk is not full, then try again.</source>
        <translation>无法写入文件 %1。请检查文件夹是否存在、你是否有写入权限以及磁盘是否已满，然后重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="142"/>
        <source>%1: cancelled. Click Connect all to finish what was left out.</source>
        <translation>%1：已取消。点击“全部连接”可完成剩下的部分。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="144"/>
        <source>%1: the name %2 could not be found on your network. Check the spelling in Edit…, or enter the machine&apos;s IP address instead.</source>
        <translation>%1：在你的网络中找不到名称 %2。请在“编辑…”中检查拼写，或改为输入该机器的 IP 地址。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="149"/>
        <source>%1: the connection to %2 port %3 was refused: the machine is on, but no SSH server answers on that port. Start the SSH server on the machine (for example &quot;sudo systemctl start ssh&quot;), or correct the port with the Edit… button.</source>
        <translation>%1：到 %2 端口 %3 的连接被拒绝：机器已开机，但该端口上没有 SSH 服务器响应。请在该机器上启动 SSH 服务器（例如“sudo systemctl start ssh”），或通过“编辑…”按钮更正端口。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="156"/>
        <source>%1: no answer from %2 port %3 in time. Check that the machine is switched on and on the same network, that a firewall does not block the port, and that the address and port are right.</source>
        <translation>%1：%2 端口 %3 未及时响应。请检查该机器是否已开机并位于同一网络中、防火墙是否阻止了该端口，以及地址和端口是否正确。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="163"/>
        <source>%1: the machine did not accept the login as &quot;%2&quot;. Check the user name and the identity file in Edit…, and that your public key is in the machine&apos;s ~/.ssh/authorized_keys (ssh-copy-id puts it there).</source>
        <translation>%1：该机器不接受以“%2”身份登录。请在“编辑…”中检查用户名和身份文件，并确认你的公钥已在该机器的 ~/.ssh/authorized_keys 中（ssh-copy-id 会把它放进去）。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="170"/>
        <source>%1: the machine&apos;s host key was not trusted, so ShardScope did not connect. Click Connect all again and check the fingerprint when asked.</source>
        <translation>%1：该机器的主机密钥未被信任，因此 ShardScope 没有连接。请再次点击“全部连接”，并在询问时核对指纹。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="176"/>
        <source>%1: the machine&apos;s host key has CHANGED since the last connection, so ShardScope refuses to connect. This happens when the machine was reinstalled or replaced, or its SSH server got new keys, but it can also mean that someone is intercepting the connection. If you know why the key changed, remove the old entry with &quot;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&quot; and click Connect all again to check the new fingerprint. If you do not know why, do not connect: ask whoever looks after the machine.</source>
        <translation>%1：自上次连接以来，该机器的主机密钥已经改变，因此 ShardScope 拒绝连接。机器重装或更换、或其 SSH 服务器换了新密钥时会出现这种情况，但也可能意味着有人正在拦截连接。如果你知道密钥改变的原因，请用“ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;”删除旧条目，然后再次点击“全部连接”以核对新指纹。如果不知道原因，请不要连接：先询问负责维护该机器的人。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="186"/>
        <source>%1: the machine&apos;s host key is REVOKED: a known_hosts file (%2, or the system-wide one) marks it @revoked, so ShardScope refuses to connect, whatever you answer. A key is revoked when it must not be trusted any more, for example because it was stolen: someone may be impersonating the machine. Ask whoever looks after the machine why the key was revoked and to give it a new host key. The details name the file and the line; remove that line only if it was added by mistake.</source>
        <translation>%1：该机器的主机密钥已被吊销：某个 known_hosts 文件（%2 或系统范围的文件）将其标记为 @revoked，因此无论你如何回答，ShardScope 都拒绝连接。密钥被吊销意味着它不应再被信任，例如因为它被盗：可能有人正在冒充这台机器。请询问负责维护该机器的人密钥为何被吊销，并请其为机器生成新的主机密钥。详细信息中给出了文件和行号；只有当该行是误加的时才删除它。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="196"/>
        <source>%1: the SSH connection failed. Check that the machine is reachable with &quot;ssh -p %2 %3&quot; from this computer, then try again.</source>
        <translation>%1：SSH 连接失败。请检查能否从本机用“ssh -p %2 %3”访问该机器，然后重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="201"/>
        <source>%1: the ShardScope agent could not be copied to the machine. Check that the machine&apos;s disk is not full and that the user may write to ~/.cache there, then click Retry failed.</source>
        <translation>%1：无法将 ShardScope 代理程序复制到该机器。请检查该机器的磁盘是否已满，以及该用户是否有权写入该机器上的 ~/.cache，然后点击“重试失败项”。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="208"/>
        <source>%1: this ShardScope has no agent build for %2, the processor architecture of that machine, so it cannot inventory or benchmark it. Install a ShardScope package that includes agents for other architectures (they go into agents/%2/ next to shardscope-agent), or leave the machine out.</source>
        <translation>%1：此 ShardScope 没有适用于 %2（该机器的处理器架构）的代理程序，因此无法清点或测试该机器。请安装包含其他架构代理程序的 ShardScope 软件包（它们位于 shardscope-agent 旁边的 agents/%2/ 中），或不使用该机器。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="216"/>
        <source>%1: the ShardScope agent cannot run on this machine. It needs Linux with glibc %2 or newer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 or later); musl-based systems such as Alpine are not supported. Update the machine&apos;s system, or leave it out.</source>
        <translation>%1：ShardScope 代理程序无法在这台机器上运行。它需要 glibc %2 或更高版本的 Linux（Debian 12、Ubuntu 24.04、Fedora 37、RHEL 10 或更高版本）；不支持 Alpine 等基于 musl 的系统。请更新该机器的系统，或不使用该机器。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="223"/>
        <source>%1: this computer&apos;s ShardScope agent, which would be copied to the machine, was not found. Reinstall ShardScope.</source>
        <translation>%1：找不到本机上要复制到该机器的 ShardScope 代理程序。请重新安装 ShardScope。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="229"/>
        <source>%1: the ShardScope agent did not start or stopped unexpectedly on the machine. Click Retry failed; if it keeps happening, please report it with this message.</source>
        <translation>%1：ShardScope 代理程序未能在该机器上启动，或意外退出。请点击“重试失败项”；如果问题反复出现，请连同此消息一起报告。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="236"/>
        <source>%1: the ShardScope agent on the machine did not answer in time. The machine may be very busy or the network slow: try again.</source>
        <translation>%1：该机器上的 ShardScope 代理程序未及时响应。机器可能非常繁忙，或网络较慢：请重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="241"/>
        <source>%1: the ShardScope agent on the machine reported a problem. Try again; if it keeps happening, please report it with this message.</source>
        <translation>%1：该机器上的 ShardScope 代理程序报告了一个问题。请重试；如果问题反复出现，请连同此消息一起报告。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="246"/>
        <source>%1: the answer of the agent on the machine could not be read. It may belong to another ShardScope version: click Deploy to put this version there.</source>
        <translation>%1：无法读取该机器上代理程序的响应。它可能属于其他版本的 ShardScope：请点击“部署”，把当前版本放到该机器上。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="266"/>
        <source>No answer: is the machine on and reachable?</source>
        <translation>无响应：该机器是否已开机且可访问？</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="166"/>
        <source>your user name</source>
        <translation>你的用户名</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="213"/>
        <source>its processor</source>
        <translation>其处理器</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="253"/>
        <source>%1: the job failed. Try again.</source>
        <translation>%1：任务失败。请重试。</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="260"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="262"/>
        <source>Name not found: check the address</source>
        <translation>找不到名称：请检查地址</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="264"/>
        <source>Connection refused: is the SSH server running?</source>
        <translation>连接被拒绝：SSH 服务器是否在运行？</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="268"/>
        <source>Login refused: check user and key</source>
        <translation>登录被拒绝：请检查用户和密钥</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="270"/>
        <source>Host key not trusted</source>
        <translation>主机密钥未被信任</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="272"/>
        <source>Host key CHANGED: not connected</source>
        <translation>主机密钥已改变：未连接</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="274"/>
        <source>Host key REVOKED: not connected</source>
        <translation>主机密钥已被吊销：未连接</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="276"/>
        <source>SSH failed</source>
        <translation>SSH 失败</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="278"/>
        <source>Copying the agent failed</source>
        <translation>复制代理程序失败</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="280"/>
        <source>No agent for this processor</source>
        <translation>没有适用于此处理器的代理程序</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="282"/>
        <source>System not supported</source>
        <translation>不支持该系统</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="284"/>
        <source>Agent missing on this computer</source>
        <translation>本机缺少代理程序</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="286"/>
        <source>The agent did not answer</source>
        <translation>代理程序未响应</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="290"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <location filename="../presentation/HealthText.cpp" line="37"/>
        <source>%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model split across machines; connect the machines to the switch with a cable and use the wired interface for the cluster.</source>
        <translation>%1：网络接口 %2 是 Wi-Fi。Wi-Fi 会带来延迟和抖动，拖慢拆分到多台机器上的模型；请用网线把机器连接到交换机，并让集群使用有线接口。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="42"/>
        <source>%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at 1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the network card.</source>
        <translation>%1：网络接口 %2 仅协商到 %3 Mb/s。集群链路应以 1000 Mb/s 或更高速率运行：请检查网线（Cat 5e 或更好）、交换机端口和网卡。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="47"/>
        <source>%1: network interface %2 runs at half duplex, so it cannot send and receive at the same time. This usually means the cable or the switch port did not negotiate properly: try another cable or port.</source>
        <translation>%1：网络接口 %2 以半双工运行，因此无法同时发送和接收。这通常说明网线或交换机端口没有正确协商：请换一根网线或换一个端口试试。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="21"/>
        <source>%1 on %2</source>
        <comment>value on machines</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="52"/>
        <source>The MTU (largest packet size) of the cluster network interfaces differs: %1. Machines with different MTUs can lose or delay large packets between them. Set the same MTU on every machine (1500, or 9000 only if the switch supports jumbo frames).</source>
        <translation>各集群网络接口的 MTU（最大包大小）不一致：%1。MTU 不同的机器之间，大数据包可能丢失或延迟。请在每台机器上设置相同的 MTU（1500；只有交换机支持巨型帧时才用 9000）。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="57"/>
        <source>The NVIDIA driver versions differ: %1. A model split across machines needs the same driver on each: install the same driver version everywhere.</source>
        <translation>NVIDIA 驱动版本不一致：%1。拆分到多台机器上的模型要求每台机器使用相同的驱动：请在所有机器上安装相同版本的驱动。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="61"/>
        <source>The CUDA versions the NVIDIA drivers support differ: %1. Inference software built for one CUDA version may not run on the others: use the same driver (and CUDA version) on every machine.</source>
        <translation>NVIDIA 驱动支持的 CUDA 版本不一致：%1。为某个 CUDA 版本构建的推理软件可能无法在其他版本上运行：请在每台机器上使用相同的驱动（和 CUDA 版本）。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="67"/>
        <source>The model needs %1 of GPU memory. No single machine has that much (the largest, %2, has %3), but all GPUs together have %4: the model fits only when split across machines, and the network between them will limit its speed.</source>
        <translation>该模型需要 %1 显存。没有任何一台机器有这么多（最大的 %2 有 %3），但所有 GPU 加起来有 %4：模型只有拆分到多台机器上才能装下，而机器之间的网络将限制它的速度。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="73"/>
        <source>The model needs %1 of GPU memory, but all GPUs together have only %2. Choose a smaller model or a smaller data type (a stronger quantization), or add a machine.</source>
        <translation>该模型需要 %1 显存，但所有 GPU 加起来只有 %2。请选择更小的模型或更小的数据类型（更强的量化），或者再添加一台机器。</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>All machines</source>
        <translation>所有机器</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="87"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="89"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="91"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="100"/>
        <source>No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, and across machines MTU, NVIDIA driver and CUDA versions.</source>
        <translation>未发现问题。已检查：Wi-Fi 接口、网卡的链路速率和双工模式，以及各机器之间的 MTU、NVIDIA 驱动和 CUDA 版本。</translation>
    </message>
</context>
<context>
    <name>InventoryPdf</name>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="57"/>
        <location filename="../presentation/InventoryPdf.cpp" line="160"/>
        <source>ShardScope inventory</source>
        <translation>ShardScope 硬件清单</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="59"/>
        <source>Created %1 with ShardScope %2.</source>
        <translation>由 ShardScope %2 于 %1 创建。</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="63"/>
        <source>Every value below was read from the machine itself by the ShardScope agent. &quot;%1&quot; means the machine did not report that value.</source>
        <translation>以下所有数值均由 ShardScope 代理程序直接从机器本身读取。“%1”表示该机器没有报告这项数值。</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="67"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="69"/>
        <location filename="../presentation/InventoryPdf.cpp" line="117"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="69"/>
        <source>Inventory</source>
        <translation>清单</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="85"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="103"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="106"/>
        <source>Kernel %1, architecture %2, C library %3</source>
        <translation>内核 %1，架构 %2，C 库 %3</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="110"/>
        <source>Inference software: %1</source>
        <translation>推理软件：%1</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="111"/>
        <source>Inventory taken %1 by agent %2</source>
        <translation>由代理程序 %2 于 %1 清点</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="130"/>
        <source>Network interfaces</source>
        <translation>网络接口</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="133"/>
        <source>The machine reported no network interfaces.</source>
        <translation>该机器没有报告任何网络接口。</translation>
    </message>
</context>
<context>
    <name>InventoryText</name>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="29"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="34"/>
        <source>This computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="80"/>
        <source>%1 (%2 cores, %3 threads)</source>
        <translation>%1（%2 核，%3 线程）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="83"/>
        <source>%1 (%2 threads)</source>
        <translation>%1（%2 线程）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="85"/>
        <source>%1 (%2 cores)</source>
        <translation>%1（%2 核）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="92"/>
        <location filename="../presentation/InventoryText.cpp" line="200"/>
        <source>%1 (%2 free)</source>
        <translation>%1（%2 可用）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="100"/>
        <location filename="../presentation/InventoryText.cpp" line="123"/>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="133"/>
        <source>(runs on %1)</source>
        <translation>（运行于 %1）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="144"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools (NVML, nvidia-smi) are not installed on this machine.</source>
        <translation>未找到 NVIDIA GPU：此机器上没有安装 NVIDIA 驱动的工具（NVML、nvidia-smi）。</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="147"/>
        <source>No NVIDIA GPU found: the NVIDIA driver is installed but sees no GPU. Check that the card is seated and has power.</source>
        <translation>未找到 NVIDIA GPU：NVIDIA 驱动已安装，但检测不到 GPU。请检查显卡是否插好并已接通电源。</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="150"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools are installed but did not work. After a driver update, restart the machine; otherwise run nvidia-smi on it to see the error.</source>
        <translation>未找到 NVIDIA GPU：NVIDIA 驱动的工具已安装，但无法正常工作。如果刚更新过驱动，请重启机器；否则请在该机器上运行 nvidia-smi 查看错误。</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="152"/>
        <source>No NVIDIA GPU was found on this machine.</source>
        <translation>此机器上未找到 NVIDIA GPU。</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="159"/>
        <source>(The probe reported: %1)</source>
        <translation>（探测结果：%1）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>Power limit</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Addresses</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Default route</source>
        <translation>默认路由</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Errors / drops</source>
        <translation>错误 / 丢弃</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="211"/>
        <source>Gen %1 ×%2</source>
        <translation>Gen %1 ×%2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="219"/>
        <source>%1 (card can do Gen %2 ×%3)</source>
        <translation>%1（显卡支持 Gen %2 ×%3）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="228"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="239"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="252"/>
        <source>up</source>
        <translation>已启用</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="254"/>
        <source>down</source>
        <translation>已停用</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="257"/>
        <source>waiting to connect (for example, Wi-Fi not joined yet)</source>
        <translation>等待连接（例如尚未连上 Wi-Fi）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="259"/>
        <source>no link (cable unplugged or the other end is off)</source>
        <translation>无链路（网线未插或对端已关闭）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="261"/>
        <source>always up</source>
        <translation>始终启用</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="271"/>
        <source>full duplex</source>
        <translation>全双工</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="274"/>
        <source>half duplex</source>
        <translation>半双工</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="280"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="283"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="283"/>
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="284"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="290"/>
        <source>loopback</source>
        <translation>回环</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="292"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="294"/>
        <source>virtual</source>
        <translation>虚拟</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="295"/>
        <source>wired</source>
        <translation>有线</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="302"/>
        <source>errors %1 / %2, drops %3 / %4 (in / out)</source>
        <translation>错误 %1 / %2，丢弃 %3 / %4（入 / 出）</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="12"/>
        <source>Not inventoried yet</source>
        <translation>尚未清点</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="14"/>
        <source>Refreshing… (showing the inventory from %1)</source>
        <translation>正在刷新…（显示的是 %1 的清单）</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="16"/>
        <source>Inventorying…</source>
        <translation>正在清点…</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="18"/>
        <source>Stored inventory from %1</source>
        <translation>已保存的清单（%1）</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="20"/>
        <source>Inventoried %1</source>
        <translation>清点于 %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="22"/>
        <source>Refresh failed (showing the inventory from %1)</source>
        <translation>刷新失败（显示的是 %1 的清单）</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="24"/>
        <source>Inventory failed</source>
        <translation>清点失败</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="26"/>
        <source>Refresh cancelled (showing the inventory from %1)</source>
        <translation>刷新已取消（显示的是 %1 的清单）</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="28"/>
        <source>Inventory cancelled</source>
        <translation>清点已取消</translation>
    </message>
</context>
<context>
    <name>LinkText</name>
    <message>
        <location filename="../presentation/LinkText.cpp" line="27"/>
        <source>(Details: %1)</source>
        <translation>（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="37"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="37"/>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="37"/>
        <source>%1 kbit/s</source>
        <translation>%1 kbit/s</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="56"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="62"/>
        <location filename="../presentation/LinkText.cpp" line="64"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="69"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="74"/>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="85"/>
        <source>starting the test server on %1</source>
        <translation>正在 %1 上启动测试服务器</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="87"/>
        <source>measuring round trips (UDP probes)</source>
        <translation>正在测量往返时间（UDP 探测包）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="89"/>
        <source>measuring request/response round trips (TCP)</source>
        <translation>正在测量请求/响应往返时间（TCP）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="91"/>
        <source>finding the largest packet that gets through (path MTU)</source>
        <translation>正在查找能通过的最大数据包（路径 MTU）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="93"/>
        <source>reading the network interfaces</source>
        <translation>正在读取网络接口</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>1 stream</source>
        <translation>1 个流</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>%1 streams</source>
        <translation>%1 个流</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="99"/>
        <source>measuring throughput both ways at once, %1</source>
        <translation>正在同时测量双向吞吐量，%1</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="100"/>
        <source>measuring throughput %1, %2</source>
        <translation>正在测量吞吐量 %1，%2</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="103"/>
        <source>measuring round trips while %1 is busy</source>
        <translation>正在测量 %1 繁忙时的往返时间</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="104"/>
        <source>measuring (%1)</source>
        <translation>正在测量（%1）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="111"/>
        <source>%1: %2, %3 %</source>
        <translation>%1：%2，%3%</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="118"/>
        <source>Both ends are the same machine (one network stack): the traffic never left it, so these figures say nothing about your network.</source>
        <translation>两端是同一台机器（同一个网络栈）：流量从未离开这台机器，因此这些数据无法反映你的网络。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="121"/>
        <source>One stream reaches less than 80 % of the speed the network cards negotiated.</source>
        <translation>单个流的速度不到网卡协商速率的 80%。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="123"/>
        <source>More than 0.1 % of the probes were lost.</source>
        <translation>超过 0.1% 的探测包丢失。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="125"/>
        <source>The round trip varies by more than 1 ms from probe to probe.</source>
        <translation>往返时间在相邻探测之间的变化超过 1 ms。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="127"/>
        <source>One direction is more than 20 % slower than the other.</source>
        <translation>一个方向比另一个方向慢 20% 以上。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="129"/>
        <source>The packet size (MTU) is not the same along the path.</source>
        <translation>路径上的包大小（MTU）不一致。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="131"/>
        <source>One end uses Wi-Fi.</source>
        <translation>有一端使用 Wi-Fi。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="133"/>
        <source>Under load, round trips grow to more than five times the idle value (bufferbloat): something on the path queues too much.</source>
        <translation>在负载下，往返时间增长到空闲时的五倍以上（缓冲膨胀）：路径上的某个设备排队过多。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="136"/>
        <source>A network interface counted errors or dropped packets during the test.</source>
        <translation>测试期间，某个网络接口记录到了错误或丢弃的数据包。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="140"/>
        <source>Something about this link looks unusual.</source>
        <translation>这条链路有些异常。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="147"/>
        <source>Check the addresses: two entries may point at the same computer, or a machine&apos;s cluster interface may be loopback. Give each machine its own address on the cluster interface.</source>
        <translation>请检查地址：可能有两个条目指向同一台计算机，或某台机器的集群接口是回环接口。请为每台机器的集群接口分配各自的地址。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="150"/>
        <source>Check the cable (Cat 5e or better, undamaged), the switch port, that both ends run full duplex, power saving (EEE) on the network cards, and whether one busy CPU core limits a single stream (compare with the parallel-stream figure).</source>
        <translation>请检查网线（Cat 5e 或更好，且无损坏）、交换机端口、两端是否都在全双工模式下运行、网卡的节能功能（EEE），以及是否有某个繁忙的 CPU 核心限制了单个流（可与并行流的数值对比）。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="154"/>
        <source>Check the cable and its plugs, the error counters of the switch port, the Wi-Fi signal, and whether a switch or router on the way is overloaded.</source>
        <translation>请检查网线及其插头、交换机端口的错误计数、Wi-Fi 信号，以及途中的交换机或路由器是否过载。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="157"/>
        <source>Check for Wi-Fi (use a cable), power saving on the network cards, other traffic on the same link, and the QoS settings of the switch.</source>
        <translation>请检查是否使用了 Wi-Fi（请改用网线）、网卡的节能功能、同一链路上的其他流量，以及交换机的 QoS 设置。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="161"/>
        <source>Check speed and duplex on both ends (ethtool), the cable (one faulty wire pair slows one direction), and whether one machine&apos;s CPU or network card settings limit sending.</source>
        <translation>请检查两端的速率和双工模式（ethtool）、网线（一对线芯损坏会拖慢一个方向），以及是否有某台机器的 CPU 或网卡设置限制了发送。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="164"/>
        <source>Check the MTU settings: set the same MTU on both interfaces and on the switch (jumbo frames everywhere or nowhere).</source>
        <translation>请检查 MTU 设置：在两个接口和交换机上设置相同的 MTU（要么全部使用巨型帧，要么都不使用）。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="168"/>
        <source>Wi-Fi adds delay and jitter and shares air time with everything else: use a wired connection between machines that split a model.</source>
        <translation>Wi-Fi 会增加延迟和抖动，并与其他所有设备共享无线信道时间：拆分同一个模型的机器之间请使用有线连接。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="171"/>
        <source>Check the queue settings: turn on smart queue management (fq_codel or cake, often called QoS or SQM) on routers on the way, or connect the machines through a plain switch instead of a router.</source>
        <translation>请检查队列设置：在途中的路由器上开启智能队列管理（fq_codel 或 cake，通常称为 QoS 或 SQM），或者用普通交换机而不是路由器连接这些机器。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="175"/>
        <source>Check the cable, the switch port, a duplex mismatch and the network card&apos;s driver; &quot;ip -s link&quot; on the machine shows the counters.</source>
        <translation>请检查网线、交换机端口、双工不匹配以及网卡驱动；在该机器上运行“ip -s link”可查看计数器。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="192"/>
        <source>(Measured: %1)</source>
        <translation>（实测：%1）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="205"/>
        <source>%1: stopped before it finished. Click Run to measure it again.</source>
        <translation>%1：在完成前已停止。点击“运行链路测试”重新测量。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="207"/>
        <source>%1: the test did not finish in time. A firewall on %2 may block the test (ShardScope uses random high TCP and UDP ports on the cluster interface), or a machine was very busy.</source>
        <translation>%1：测试未能及时完成。%2 上的防火墙可能阻止了测试（ShardScope 在集群接口上使用随机的高位 TCP 和 UDP 端口），或者某台机器非常繁忙。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="214"/>
        <source>%1: the agent reported an error. Check that %2 reaches %3 at its cluster address (firewall, routes, the right interface chosen).</source>
        <translation>%1：代理程序报告了错误。请检查 %2 能否通过集群地址访问 %3（防火墙、路由、是否选对了接口）。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="219"/>
        <source>%1: an agent stopped unexpectedly during the test. Run it again; if it keeps happening, please report it with this message.</source>
        <translation>%1：测试期间有代理程序意外退出。请重新运行；如果问题反复出现，请连同此消息一起报告。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="224"/>
        <source>%1: an agent&apos;s answer could not be read. Deploy the agent again so that every machine runs the same version.</source>
        <translation>%1：无法读取某个代理程序的响应。请重新部署代理程序，使每台机器运行相同的版本。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="231"/>
        <source>%1: not measured: %2.</source>
        <translation>%1：未测量：%2。</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="237"/>
        <source>fast enough to try tensor parallelism, which exchanges data at every layer</source>
        <translation>速度足以尝试张量并行（每一层都要交换数据）</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="239"/>
        <source>good for splitting a model with pipeline parallelism; tensor parallelism would wait on this link at every layer</source>
        <translation>适合用流水线并行拆分模型；张量并行则会在每一层都等待这条链路</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="242"/>
        <source>usable for pipeline parallelism at some cost per token; independent copies of the model on each machine avoid the link</source>
        <translation>可用于流水线并行，但每个 token 会有一定开销；在每台机器上运行独立的模型副本可以避开这条链路</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="245"/>
        <source>slow for splitting a model across it: independent copies of the model on each machine suit it better</source>
        <translation>用来拆分模型太慢：更适合在每台机器上运行独立的模型副本</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="16"/>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, 1 stream</source>
        <translation>吞吐量，1 个流</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, %1 streams</source>
        <translation>吞吐量，%1 个流</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="20"/>
        <source>Round trip, median (p50)</source>
        <translation>往返时间，中位数 (p50)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="22"/>
        <source>Round trip, 99th percentile (p99)</source>
        <translation>往返时间，第 99 百分位 (p99)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="24"/>
        <source>Jitter (RFC 3550)</source>
        <translation>抖动 (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="26"/>
        <source>Loss</source>
        <translation>丢包</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="37"/>
        <source>Data per second that arrived over one TCP connection in this direction alone. One stream is what a single transfer between two inference processes gets.</source>
        <translation>仅在这个方向上、通过一条 TCP 连接每秒到达的数据量。一个流就是两个推理进程之间单次传输所能得到的速度。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="40"/>
        <source>Data per second that arrived over several parallel TCP connections in this direction alone: what the link carries when one stream is not enough to fill it.</source>
        <translation>仅在这个方向上、通过多条并行 TCP 连接每秒到达的数据量：即一个流无法占满链路时，链路能承载的量。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="43"/>
        <source>Half of the small UDP probes came back faster than this, with the link otherwise idle. Both directions of a pair share one round trip.</source>
        <translation>在链路空闲时，一半的小型 UDP 探测包比这个时间更快返回。同一对机器的两个方向共用一个往返时间。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="46"/>
        <source>99 of 100 small UDP probes came back faster than this, with the link otherwise idle: the slow outliers that make one token of many late.</source>
        <translation>在链路空闲时，每 100 个小型 UDP 探测包中有 99 个比这个时间更快返回：这些慢速离群值会让众多 token 中的某一个迟到。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="49"/>
        <source>How much the round trip varies from one probe to the next (RFC 3550 interarrival jitter), with the link otherwise idle.</source>
        <translation>链路空闲时，往返时间在相邻两次探测之间的变化程度（RFC 3550 到达间隔抖动）。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="52"/>
        <source>Share of the small UDP probes that never came back.</source>
        <translation>没有返回的小型 UDP 探测包所占的比例。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="64"/>
        <source>Green: 90 % or more of the negotiated link speed (or of the fastest pair, where the speed is not known); red: 30 % or less.</source>
        <translation>绿色：达到协商链路速率（速率未知时为最快一对机器的速率）的 90% 或以上；红色：30% 或以下。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="67"/>
        <source>Green: 0.25 ms or less; red: 5 ms or more.</source>
        <translation>绿色：0.25 ms 或以下；红色：5 ms 或以上。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="69"/>
        <source>Green: 0.5 ms or less; red: 10 ms or more.</source>
        <translation>绿色：0.5 ms 或以下；红色：10 ms 或以上。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="71"/>
        <source>Green: 0.02 ms or less; red: 1 ms or more.</source>
        <translation>绿色：0.02 ms 或以下；红色：1 ms 或以上。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="73"/>
        <source>Green: no loss (0.01 % or less); red: 1 % or more.</source>
        <translation>绿色：无丢包（0.01% 或以下）；红色：1% 或以上。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="103"/>
        <source>%1: both ends are in the same network stack, so these figures are not a network measurement and say nothing about a link between two machines.</source>
        <translation>%1：两端位于同一个网络栈中，因此这些数据不是网络测量结果，无法反映两台机器之间的链路。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="110"/>
        <source>%1: this test has no throughput or round-trip figure.</source>
        <translation>%1：此测试没有吞吐量或往返时间数据。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="115"/>
        <source>%1: %2 on one stream (more than the %3 the interfaces report: a virtual link, or the reported speed is wrong), %4 round trip: %5.</source>
        <translation>%1：单个流 %2（超过接口报告的 %3：可能是虚拟链路，或报告的速率有误），往返时间 %4：%5。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="120"/>
        <source>%1: %2 on one stream (%3 % of the %4 link), %5 round trip: %6.</source>
        <translation>%1：单个流 %2（%4 链路的 %3%），往返时间 %5：%6。</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="124"/>
        <source>%1: %2 on one stream, %3 round trip: %4.</source>
        <translation>%1：单个流 %2，往返时间 %3：%4。</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <location filename="../presentation/NodeText.cpp" line="17"/>
        <source>%1, port %2</source>
        <translation>%1，端口 %2</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="20"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="25"/>
        <source>ShardScope has not connected to %1 before, so it cannot tell yet whether it is really talking to that machine. The machine presents this host key:

Host: %2
Port: %3
Key type: %4
Fingerprint: %5

Do you trust this key?</source>
        <translation>ShardScope 以前从未连接过 %1，因此还无法确定它是否真的在与那台机器通信。该机器提供的主机密钥如下：

主机：%2
端口：%3
密钥类型：%4
指纹：%5

你信任这个密钥吗？</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="35"/>
        <source>To check it, run this on the machine itself (at its keyboard, or over a connection you already trust):

    ssh-keygen -lf %1

and compare the SHA256 fingerprint it prints with the one above. Trust the key only if they are the same. Trusting adds it to %2; Cancel connects to nothing.</source>
        <translation>要核对它，请在该机器本机上（用它的键盘，或通过你已经信任的连接）运行：

    ssh-keygen -lf %1

然后将输出的 SHA256 指纹与上面的指纹比较。只有两者完全相同时才信任该密钥。信任后会把它添加到 %2；点击“取消”则不会建立任何连接。</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="57"/>
        <source>The server says: “%1”</source>
        <translation>服务器提示：“%1”</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="17"/>
        <location filename="../ui/NodeStateText.cpp" line="118"/>
        <source>Queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="19"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="21"/>
        <source>Checking platform…</source>
        <translation>正在检查平台…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="24"/>
        <source>Uploading %1 %…</source>
        <translation>正在上传 %1%…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="25"/>
        <source>Uploading…</source>
        <translation>正在上传…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="27"/>
        <source>Verifying…</source>
        <translation>正在校验…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="29"/>
        <source>Starting agent…</source>
        <translation>正在启动代理程序…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="31"/>
        <source>Probing…</source>
        <translation>正在探测…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="33"/>
        <source>Removing…</source>
        <translation>正在移除…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="35"/>
        <location filename="../ui/NodeStateText.cpp" line="69"/>
        <source>OK</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="37"/>
        <location filename="../ui/NodeStateText.cpp" line="76"/>
        <location filename="../ui/NodeStateText.cpp" line="128"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="39"/>
        <location filename="../ui/NodeStateText.cpp" line="130"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="73"/>
        <source>Not connected yet: click Connect all</source>
        <translation>尚未连接：请点击“全部连接”</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="87"/>
        <location filename="../ui/NodeStateText.cpp" line="102"/>
        <source>Removed: nothing of ShardScope is left on this machine</source>
        <translation>已移除：这台机器上已没有任何 ShardScope 文件</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="94"/>
        <source>Cancelled: click Deploy or Retry failed to go on</source>
        <translation>已取消：点击“部署”或“重试失败项”继续</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="97"/>
        <source>Ready: the agent was uploaded and answers</source>
        <translation>就绪：代理程序已上传并有响应</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="98"/>
        <source>Ready: the agent was already there and answers</source>
        <translation>就绪：代理程序已存在并有响应</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="99"/>
        <source>Ready: the agent is on this machine</source>
        <translation>就绪：代理程序位于这台机器上</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="103"/>
        <source>Not deployed yet</source>
        <translation>尚未部署</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="111"/>
        <source>Uploading %1 %</source>
        <translation>正在上传 %1%</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="112"/>
        <source>Uploading</source>
        <translation>正在上传</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="114"/>
        <source>Verifying</source>
        <translation>正在校验</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="116"/>
        <source>Starting agent</source>
        <translation>正在启动代理程序</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="120"/>
        <source>Connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="122"/>
        <source>Checking platform</source>
        <translation>正在检查平台</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="124"/>
        <source>Probing</source>
        <translation>正在探测</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="126"/>
        <source>Removing</source>
        <translation>正在移除</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="133"/>
        <location filename="../ui/NodeStateText.cpp" line="141"/>
        <source>Removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="49"/>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <location filename="../ui/NodeStateText.cpp" line="139"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="142"/>
        <source>Not deployed</source>
        <translation>未部署</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="147"/>
        <source>ShardScope uses it for this connection only and never saves it.</source>
        <translation>ShardScope 只在本次连接中使用它，绝不会保存。</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="149"/>
        <source>The key file %1 is protected by a passphrase. Enter it to connect%2.</source>
        <translation>密钥文件 %1 受密码短语保护。请输入密码短语以连接%2。</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="151"/>
        <source> to %1</source>
        <translation> %1</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="156"/>
        <source>The server asks for a password.</source>
        <translation>服务器要求输入密码。</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="157"/>
        <source>Logging in to %1 needs a password.</source>
        <translation>登录 %1 需要密码。</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="159"/>
        <source>Tip: with an SSH key (ssh-keygen, then ssh-copy-id) you will not be asked again.</source>
        <translation>提示：使用 SSH 密钥（先运行 ssh-keygen，再运行 ssh-copy-id）后就不会再被询问。</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>Passphrase of the SSH key</source>
        <translation>SSH 密钥的密码短语</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>SSH password</source>
        <translation>SSH 密码</translation>
    </message>
</context>
<context>
    <name>PdfDocument</name>
    <message>
        <location filename="../presentation/PdfDocument.cpp" line="458"/>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <location filename="../presentation/PdfDocument.cpp" line="739"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="344"/>
        <source>the model %1 cannot be built: %2</source>
        <translation>模型 %1 无法构建：%2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="346"/>
        <source>no data type is chosen: choose f32, bf16 or f16</source>
        <translation>未选择数据类型：请选择 f32、bf16 或 f16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="348"/>
        <source>no backend is chosen: choose the CPU or NVIDIA GPUs (CUDA)</source>
        <translation>未选择后端：请选择 CPU 或 NVIDIA GPU（CUDA）</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="350"/>
        <source>no machine is chosen: check at least one</source>
        <translation>未选择机器：请至少勾选一台</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="352"/>
        <source>a benchmark takes at most %1 machines, %2 are chosen</source>
        <translation>一次基准测试最多使用 %1 台机器，当前选择了 %2 台</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="356"/>
        <source>give at least one number of requests at once</source>
        <translation>请至少给出一个同时请求数</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="358"/>
        <source>the workload at %n request(s) at once cannot run: %1</source>
        <translation>
            <numerusform>同时 %n 个请求的负载无法运行：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="361"/>
        <source>a set of machines names machine number %1, but the plan has %n machine(s)</source>
        <translation>
            <numerusform>一个机器组指定了第 %1 号机器，但该计划只有 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="365"/>
        <source>the set of machines %1 names %2 twice</source>
        <translation>机器组 %1 两次指定了 %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="368"/>
        <source>the set of machines %1 has fewer than two machines: a split or one copy per machine needs two</source>
        <translation>机器组 %1 少于两台机器：拆分或每台机器一个副本都需要两台</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="372"/>
        <source>a layout of the plan is not set</source>
        <translation>计划中有一个并行方式未设置</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="374"/>
        <source>%1 needs at least two machines, %n given</source>
        <translation>
            <numerusform>%1 至少需要两台机器，只给出了 %n 台</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="377"/>
        <source>%1 over %2 cannot hold %3: %4</source>
        <translation>%1 在 %2 上无法容纳 %3：%4</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="391"/>
        <source>the number of layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="393"/>
        <source>the hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="395"/>
        <source>the number of query heads</source>
        <translation>查询头数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="397"/>
        <source>the number of KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="399"/>
        <source>the head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="401"/>
        <source>the intermediate size</source>
        <translation>中间层大小</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="403"/>
        <source>the vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="407"/>
        <source>a dimension of the model</source>
        <translation>模型的某个维度</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="427"/>
        <source>%1 must be at least 1, not 0</source>
        <translation>%1必须至少为 1，不能为 0</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="429"/>
        <source>%1 is %2, more than the %3 ShardScope can build</source>
        <translation>%1为 %2，超过了 ShardScope 能构建的上限 %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="432"/>
        <source>the model&apos;s %1 query heads do not split into equal groups over its %2 KV heads; the number of query heads must be a multiple of the number of KV heads</source>
        <translation>模型的 %1 个查询头无法按 %2 个 KV 头平均分组；查询头数必须是 KV 头数的倍数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="436"/>
        <source>the head dimension is %1, an odd number, and the rotary position embedding needs an even one</source>
        <translation>头维度为 %1，是奇数，而旋转位置编码需要偶数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="440"/>
        <source>the base of the rotary position embedding (rope_theta) must be a number above 1</source>
        <translation>旋转位置编码的基数（rope_theta）必须是大于 1 的数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="442"/>
        <source>the epsilon of the normalisation (rms_norm_eps) must be between 0 and 1</source>
        <translation>归一化的 epsilon（rms_norm_eps）必须在 0 到 1 之间</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="444"/>
        <source>a benchmark runs on 1 to %1 machines, not %2</source>
        <translation>一次基准测试使用 1 到 %1 台机器，而不是 %2 台</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="446"/>
        <source>a single-machine run uses one machine, not %1</source>
        <translation>单机运行只使用一台机器，而不是 %1 台</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="448"/>
        <source>the model&apos;s %1 query heads and %2 KV heads must both divide evenly by %3; choose a number of machines that divides both</source>
        <translation>模型的 %1 个查询头和 %2 个 KV 头都必须能被 %3 整除；请选择一个能同时整除两者的机器数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="452"/>
        <source>the model&apos;s intermediate size, %1, must divide evenly by %2</source>
        <translation>模型的中间层大小 %1 必须能被 %2 整除</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="454"/>
        <source>the model&apos;s vocabulary of %1 tokens cannot be shared by %2 machines</source>
        <translation>模型的词表有 %1 个 token，无法分给 %2 台机器</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="456"/>
        <source>the model has %n layer(s) and each of the %1 machines needs at least one; use at most %n machine(s)</source>
        <translation>
            <numerusform>该模型有 %n 层，而 %1 台机器每台至少需要一层；请最多使用 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="461"/>
        <source>the layout is not known</source>
        <translation>并行方式未知</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="465"/>
        <source>the query heads times the head dimension</source>
        <translation>查询头数乘以头维度</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="468"/>
        <source>%1 stores weights in blocks of %2 values, and %3 over %4 machines is %5 per machine, not a multiple of %2; choose f32 or bf16, or another number of machines</source>
        <translation>%1 以每块 %2 个值存储权重，而 %3 分到 %4 台机器后每台为 %5，不是 %2 的倍数；请选择 f32 或 bf16，或换一个机器数量</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="472"/>
        <source>%1 stores weights in blocks of %2 values, and %3 is %4, not a multiple of %2; choose f32 or bf16</source>
        <translation>%1 以每块 %2 个值存储权重，而 %3 为 %4，不是 %2 的倍数；请选择 f32 或 bf16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="478"/>
        <source>the prompt length must be from %1 to %2 tokens, not %3</source>
        <translation>提示词长度必须在 %1 到 %2 个 token 之间，而不是 %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="480"/>
        <source>the answer length must be from %1 to %2 tokens, not %3</source>
        <translation>回答长度必须在 %1 到 %2 个 token 之间，而不是 %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="482"/>
        <source>the prompt and the answer together must be at most %1 tokens, not %2</source>
        <translation>提示词和回答合计最多 %1 个 token，而不是 %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="484"/>
        <source>the requests at once must be from %1 to %2, not %3</source>
        <translation>同时请求数必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="486"/>
        <source>the warm-up must be from %1 to %2 steps, not %3</source>
        <translation>预热步数必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="488"/>
        <source>the prompt must be read and timed from %1 to %2 times, not %3</source>
        <translation>提示词的读取与计时次数必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="107"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="64"/>
        <location filename="../presentation/ReportPdf.cpp" line="352"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="73"/>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2（每块 %3）</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="76"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="83"/>
        <source>unknown CPU</source>
        <translation>未知 CPU</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="86"/>
        <source>%1 cores, %2 threads</source>
        <translation>%1 核，%2 线程</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="110"/>
        <source>speed unknown</source>
        <translation>速率未知</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="111"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="113"/>
        <source> (Wi-Fi)</source>
        <translation> (Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="115"/>
        <source>(default route; the cluster address is on no interface)</source>
        <translation>（默认路由；集群地址不在任何接口上）</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="140"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="141"/>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="142"/>
        <location filename="../presentation/ReportPdf.cpp" line="355"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="143"/>
        <source>%1, %2 on %3</source>
        <translation>%1，%2，运行于 %3</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="145"/>
        <source>GPUs (CUDA)</source>
        <translation>GPU (CUDA)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="146"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="147"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="149"/>
        <source>Compared at</source>
        <translation>比较条件</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="150"/>
        <source>%1 sequences in flight</source>
        <translation>%1 个并发序列</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>Link test</source>
        <translation>链路测试</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>run %1 of %2</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="166"/>
        <source>no inventory stored</source>
        <translation>没有已保存的清单</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="172"/>
        <source>unknown host name</source>
        <translation>未知主机名</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="177"/>
        <source>RAM %1</source>
        <translation>内存 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="178"/>
        <source>RAM unknown</source>
        <translation>内存未知</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="181"/>
        <source>GPU %1</source>
        <translation>显存 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>Cluster interface</source>
        <translation>集群接口</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="201"/>
        <source>Link test %1 of %2. Each row is one direction; the round trip is the pair&apos;s (UDP echo, idle link); throughput is what arrived with one TCP stream and with several.</source>
        <translation>链路测试 %1（%2）。每一行是一个方向；往返时间是这一对机器共用的（UDP 回显，链路空闲）；吞吐量是用一个和多个 TCP 流实际到达的数据量。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="216"/>
        <source>no answer</source>
        <translation>无响应</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="217"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>From</source>
        <translation>发送端</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>To</source>
        <translation>接收端</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Round trip p50</source>
        <translation>往返时间 p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Loss</source>
        <translation>丢包</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>1 stream</source>
        <translation>1 个流</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>%1 streams</source>
        <translation>%1 个流</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="260"/>
        <location filename="../presentation/ReportPdf.cpp" line="270"/>
        <source>The model of the network uses the slowest pair: %1 round trip (TCP), %2.</source>
        <translation>网络模型采用最慢的一对机器：往返时间 %1（TCP），%2。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="253"/>
        <source>The model of the network uses the slowest pair between %1: %2 round trip (TCP), %3.</source>
        <translation>网络模型采用 %1 之间最慢的一对机器：往返时间 %2（TCP），%3。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="264"/>
        <source>Over all of the run&apos;s machines the slowest pair measured %1 round trip (TCP), %2.</source>
        <translation>在本次运行的所有机器中，最慢的一对机器测得往返时间 %1（TCP），%2。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="280"/>
        <source>No run completed: there is nothing to chart.</source>
        <translation>没有完成任何运行：没有可绘制的图表。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="321"/>
        <source>Throughput and time per decode step</source>
        <translation>吞吐量与每个解码步骤的时间</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>Layout</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>In flight</source>
        <translation>并发数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Output tokens/s</source>
        <translation>输出 tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Step (ms)</source>
        <translation>步骤 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Compute (ms)</source>
        <translation>计算 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Comm. (ms)</source>
        <translation>通信 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="326"/>
        <source>Latency percentiles (ms)</source>
        <translation>延迟百分位数 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="328"/>
        <source>TTFT p90</source>
        <translation>TTFT p90</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="328"/>
        <source>TTFT p99</source>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="328"/>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="329"/>
        <source>TPOT p99</source>
        <translation>TPOT p99</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="329"/>
        <source>ITL p50</source>
        <translation>ITL p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="329"/>
        <source>ITL p99</source>
        <translation>ITL p99</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="330"/>
        <source>E2E p50</source>
        <translation>E2E p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="330"/>
        <source>E2E p99</source>
        <translation>E2E p99</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="356"/>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="357"/>
        <source>%1 layers, hidden %2, %3 heads (%4 key/value), head size %5, SwiGLU %6, vocabulary %7</source>
        <translation>%1 层，隐藏层大小 %2，%3 个注意力头（%4 个键/值头），头维度 %5，SwiGLU %6，词表 %7</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="362"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="363"/>
        <source>%1 billion</source>
        <translation>%1 × 10 亿</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="365"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="366"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="368"/>
        <source>every core</source>
        <translation>全部核心</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="369"/>
        <source>Prompt tokens</source>
        <translation>提示词 token 数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="370"/>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="371"/>
        <source>Warm-up steps</source>
        <translation>预热步数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="372"/>
        <source>Timed prefills</source>
        <translation>计时的预填充次数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="373"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="374"/>
        <source>Layouts</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="376"/>
        <source>Sequences in flight</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="377"/>
        <source>Usage</source>
        <translation>用途</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="378"/>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="379"/>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="148"/>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="154"/>
        <source>none covers these machines</source>
        <translation>没有覆盖这些机器的链路测试</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Host and system</source>
        <translation>主机和系统</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="196"/>
        <source>The run used one machine: no link between machines took part.</source>
        <translation>本次运行只使用了一台机器：没有涉及机器之间的链路。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="197"/>
        <source>No stored link test measured every pair of these machines before the run ended. Run a link test of these machines for the network figures.</source>
        <translation>在本次运行结束之前，没有任何已保存的链路测试测量过这些机器中的每一对。请对这些机器运行一次链路测试，以获得网络数据。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="334"/>
        <source>TTFT: time to first token, one shared prefill per run, so its percentiles are one timing. TPOT: time per output token after the first. ITL: every gap between two tokens. E2E: the whole request.</source>
        <translation>TTFT：首 token 时间；每次运行只有一次共享的预填充，因此它的各个百分位数来自同一次计时。TPOT：第一个 token 之后每个输出 token 的时间。ITL：任意两个相邻 token 之间的间隔。E2E：整个请求的时间。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="367"/>
        <source>Threads per machine</source>
        <translation>每台机器的线程数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="375"/>
        <source>%1 (one machine always runs first)</source>
        <translation>%1（总是先在单台机器上运行）</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="384"/>
        <source>Machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="385"/>
        <source>cluster address %1</source>
        <translation>集群地址 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="387"/>
        <source>Measured with</source>
        <translation>测量工具</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="388"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="415"/>
        <source>No warnings: every run completed and every figure was measured.</source>
        <translation>无警告：所有运行均已完成，所有数据均已测得。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="426"/>
        <source>Summary and verdict</source>
        <translation>摘要与结论</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="427"/>
        <source>Inventory</source>
        <translation>清单</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="428"/>
        <source>Link matrix</source>
        <translation>链路矩阵</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="429"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="430"/>
        <source>Percentiles</source>
        <translation>百分位数</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="431"/>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="432"/>
        <source>Setup check</source>
        <translation>配置检查</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="433"/>
        <source>Design-rule checklist</source>
        <translation>设计规则检查清单</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="434"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="441"/>
        <source>ShardScope report: run %1</source>
        <translation>ShardScope 报告：运行 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="443"/>
        <source>ShardScope report</source>
        <translation>ShardScope 报告</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="444"/>
        <source>Inference run %1 of %2 over %3. Created %4 with ShardScope %5.</source>
        <translation>推理运行 %1：%2，运行于 %3。由 ShardScope %5 于 %4 创建。</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="442"/>
        <source>ShardScope report, run %1</source>
        <translation>ShardScope 报告，运行 %1</translation>
    </message>
</context>
<context>
    <name>ServeChartSpecs</name>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="63"/>
        <source>%1 (step %2)</source>
        <translation>%1（第 %2 步）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="85"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="86"/>
        <source>Time to first token: no step of the run completed</source>
        <translation>首 token 时间：本次运行没有完成任何步骤</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="87"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="162"/>
        <source>Milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="89"/>
        <source>Time to first token: from sending a request to the first piece of the answer, as your server answered it (waiting in its queue and reading the prompt included). The median is a typical request, p99 the slowest one in a hundred: what a person in a chat notices. Lower is better.</source>
        <translation>首 token 时间：从发送请求到收到回答第一个片段的时间，以你的服务器实际的响应为准（包括在其队列中等待和读取提示词的时间）。中位数代表典型的请求，p99 代表每一百个请求中最慢的那个：也就是聊天的人能感觉到的。越低越好。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="93"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="167"/>
        <source>Median (p50)</source>
        <translation>中位数 (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="94"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="169"/>
        <source>Slowest 1 % (p99)</source>
        <translation>最慢的 1% (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="109"/>
        <source>Tokens per second by requests at once</source>
        <translation>不同并发请求数下的每秒 token 数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="110"/>
        <source>Tokens per second: no step of the run completed</source>
        <translation>每秒 token 数：本次运行没有完成任何步骤</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="111"/>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="112"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="119"/>
        <source>Output tokens/s</source>
        <translation>输出 tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="120"/>
        <source>Within your targets (goodput)</source>
        <translation>在你的目标以内 (goodput)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="145"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. The dashed line counts only the requests that met every target of your goal (goodput): where it falls away from the other, the server is busy enough to keep people waiting. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>同时运行的请求增多时，你的服务器为所有请求合计产出的每秒 token 数。虚线只统计满足你所设全部目标的请求（goodput）：它与另一条线分开的地方，说明服务器已经忙到让人等待。持续上升的曲线说明能很好地服务更多人；趋于平缓的曲线说明已达到服务器的极限。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="150"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>同时运行的请求增多时，你的服务器为所有请求合计产出的每秒 token 数。持续上升的曲线说明能很好地服务更多人；趋于平缓的曲线说明已达到服务器的极限。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="160"/>
        <source>Time between tokens</source>
        <translation>token 间隔时间</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="161"/>
        <source>Time between tokens: no step of the run completed</source>
        <translation>token 间隔时间：本次运行没有完成任何步骤</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="164"/>
        <source>Inter-token latency: every gap between two pieces of an answer as they streamed in. It is how fast the text appears to a reader; a long p99 is the answer stalling now and then (other requests&apos; prompts being read in between). Lower is better.</source>
        <translation>token 间延迟：回答以流式到达时，每两个相邻片段之间的间隔。它决定文字在读者眼前出现的速度；p99 较长表示回答时不时会卡顿（期间在读取其他请求的提示词）。越低越好。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="168"/>
        <source>Slowest 10 % (p90)</source>
        <translation>最慢的 10% (p90)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeChartSpecs.cpp" line="186"/>
        <source>Where the work went, %n at once</source>
        <translation>
            <numerusform>工作在哪里完成，并发 %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="187"/>
        <source>Where the work went</source>
        <translation>工作在哪里完成</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="188"/>
        <source>Where the work went: no machine was sampled during the step</source>
        <translation>工作在哪里完成：该步骤期间没有采样任何机器</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="189"/>
        <source>Where the work went: no step of the run completed</source>
        <translation>工作在哪里完成：本次运行没有完成任何步骤</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="190"/>
        <source>Percent busy (mean over the step)</source>
        <translation>繁忙百分比（该步骤的平均值）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="191"/>
        <source>How busy each machine of your server was while the requests ran: its CPUs and each GPU, averaged over the step. A GPU near 0 % the whole step did no work for this server: the model is not where you think it is, or that machine waits on the others.</source>
        <translation>请求运行期间，你的服务器的每台机器有多繁忙：它的 CPU 和每块 GPU，取该步骤的平均值。如果某块 GPU 在整个步骤中都接近 0%，说明它没有为这个服务器做任何工作：模型不在你以为的位置上，或者那台机器在等待其他机器。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="196"/>
        <source>CPU busy</source>
        <translation>CPU 繁忙</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="197"/>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="212"/>
        <source>%1 (not sampled)</source>
        <translation>%1（未采样）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="223"/>
        <source>%1 (GPU idle)</source>
        <translation>%1（GPU 空闲）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="229"/>
        <source>%1, GPU %2</source>
        <translation>%1，GPU %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="230"/>
        <source>%1 (idle)</source>
        <translation>%1（空闲）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="244"/>
        <source>Network traffic per output token</source>
        <translation>每个输出 token 的网络流量</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="245"/>
        <source>Network traffic: no step of the run completed</source>
        <translation>网络流量：本次运行没有完成任何步骤</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="246"/>
        <source>Network traffic: no machine&apos;s interface was sampled</source>
        <translation>网络流量：没有采样任何机器的接口</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="247"/>
        <source>What crossed each machine&apos;s cluster interface (received and sent) during the step, divided by the tokens the server wrote: the requests and answers, and for a model split over machines what they send each other for every token. A split that carries much per token leans on your network; one machine or a copy per machine carries little.</source>
        <translation>该步骤期间经过每台机器集群接口的数据量（接收和发送），除以服务器写出的 token 数：包括请求和回答；对于拆分到多台机器上的模型，还包括每个 token 机器之间互相发送的数据。每个 token 传输量大的拆分依赖你的网络；单台机器或每台机器一个副本的传输量很小。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="266"/>
        <source>Bytes per output token</source>
        <translation>每个输出 token 的字节数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="269"/>
        <source>MiB per output token</source>
        <translation>每个输出 token 的 MiB 数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="272"/>
        <source>KiB per output token</source>
        <translation>每个输出 token 的 KiB 数</translation>
    </message>
</context>
<context>
    <name>ServeReportPdf</name>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="29"/>
        <source>OpenAI completions (/v1/completions)</source>
        <translation>OpenAI completions (/v1/completions)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="31"/>
        <source>OpenAI chat (/v1/chat/completions)</source>
        <translation>OpenAI chat (/v1/chat/completions)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="33"/>
        <source>llama.cpp (/completion)</source>
        <translation>llama.cpp (/completion)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="35"/>
        <source>Ollama (/api/generate)</source>
        <translation>Ollama (/api/generate)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="39"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="46"/>
        <source>HTTP error</source>
        <translation>HTTP 错误</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="48"/>
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="50"/>
        <source>cut off</source>
        <translation>被切断</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="52"/>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="54"/>
        <source>malformed answer</source>
        <translation>回答格式错误</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="56"/>
        <source>server error</source>
        <translation>服务器错误</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="71"/>
        <source>HTTP %1 × %2</source>
        <translation>HTTP %1 × %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="80"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="84"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="87"/>
        <source>%n record(s) refused as untrusted</source>
        <translation>
            <numerusform>%n 条记录因不可信而被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="89"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="102"/>
        <source>%n counted request(s) per step</source>
        <translation>
            <numerusform>每步统计 %n 个请求</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="103"/>
        <source>requests for %1 s per step</source>
        <translation>每步发送请求 %1 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="104"/>
        <source>%1 prompt tokens, up to %2 output tokens; %3 after %n warm-up request(s)</source>
        <translation>
            <numerusform>提示词 %1 个 token，最多输出 %2 个 token；先发送 %n 个预热请求，然后%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="112"/>
        <source>all at once, as many in flight as the step allows</source>
        <translation>全部同时发送，并发数达到该步骤允许的上限</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="113"/>
        <source>%1 requests/s on average (burstiness %2, seed %3)</source>
        <translation>平均每秒 %1 个请求（突发度 %2，随机种子 %3）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="121"/>
        <source>time to first token %1</source>
        <translation>首 token 时间 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="124"/>
        <source>time per output token %1</source>
        <translation>每个输出 token 的时间 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="126"/>
        <source>none (no goodput measured)</source>
        <translation>无（未测量 goodput）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="133"/>
        <source>this computer (not sampled)</source>
        <translation>本机（未采样）</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="146"/>
        <source>%n copies, the requests sent round robin over them:</source>
        <translation>
            <numerusform>%n 个副本，请求轮流发给它们：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="153"/>
        <source>Step %1, %n at once</source>
        <translation>
            <numerusform>第 %1 步，并发 %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="160"/>
        <source>The figures are from your own server: ShardScope sent it the requests and timed every answer as it streamed in, while each machine of the server sampled its network, CPUs and GPUs. Nothing here is simulated or predicted.</source>
        <translation>这些数据来自你自己的服务器：ShardScope 向它发送请求，并在每个回答以流式到达时为其计时，同时服务器的每台机器都对自己的网络、CPU 和 GPU 进行采样。这里没有任何模拟或预测的数据。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="166"/>
        <source>not detected</source>
        <translation>未检测到</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="168"/>
        <source>%1, version %2</source>
        <translation>%1，版本 %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="173"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="174"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="176"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="177"/>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="178"/>
        <source>Endpoint</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="179"/>
        <source>Server software</source>
        <translation>服务器软件</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="180"/>
        <source>Dialect</source>
        <translation>API 格式</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="181"/>
        <source>%1, detected</source>
        <translation>%1，自动检测</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="182"/>
        <source>%1, as given</source>
        <translation>%1，手动指定</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="183"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="184"/>
        <source>Layout</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="185"/>
        <source>%1 (as you said the server runs)</source>
        <translation>%1（按你所说的服务器运行方式）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="187"/>
        <source>%1 (as ShardScope started it)</source>
        <translation>%1（按 ShardScope 的启动方式）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="189"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="190"/>
        <source>Requests sent from</source>
        <translation>请求发送自</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="191"/>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="192"/>
        <source>Workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="193"/>
        <source>Arrivals</source>
        <translation>请求到达方式</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="194"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="195"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="196"/>
        <source>Targets</source>
        <translation>目标值</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="199"/>
        <source>Measured with</source>
        <translation>测量工具</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="200"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="215"/>
        <source>run %1 (%2)</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="218"/>
        <source>The verdict compares the stored serving runs of this model on this host, %n in all: %1. Each ran the layout you said the server had.</source>
        <translation>
            <numerusform>结论比较了该模型在此主机上已保存的服务运行，共 %n 次：%1。每次运行都采用你所说的服务器并行方式。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="228"/>
        <source>From runs %1 (split) and %2 (alone) and link test %3: each token&apos;s extra time is counted as round trips of the link plus the bytes on the wire, and the same count gives the other links.</source>
        <translation>依据运行 %1（拆分）、%2（单机）和链路测试 %3：每个 token 的额外时间按链路的往返次数加上线路上传输的字节数计算，其他链路也按同样的算法得出。</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="240"/>
        <source>The benchmark of ShardScope&apos;s own engine measures the model and the network, never a server&apos;s front end (HTTP, tokenizer, scheduler); a serving run of a model split over machines does. This is the rule&apos;s finding at %n request(s) at once (the goal&apos;s).</source>
        <translation>
            <numerusform>ShardScope 自带引擎的基准测试测量的是模型和网络，从不测量服务器的前端（HTTP、分词器、调度器）；而对拆分到多台机器上的模型进行服务运行则会测量这些。以下是该规则在并发 %n 个请求（目标的并发数）下的结论。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="257"/>
        <source>No step completed: there is nothing to chart.</source>
        <translation>没有完成任何步骤：没有可绘制的图表。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="273"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="276"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="283"/>
        <source>%1 req/s (%2 %)</source>
        <translation>%1 请求/s（%2%）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="292"/>
        <source>%1: the server&apos;s own timings disagree with what ShardScope measured by more than %2 %.</source>
        <translation>%1：服务器自身的计时与 ShardScope 的测量结果相差超过 %2%。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>At once</source>
        <translation>并发数</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="298"/>
        <source>Done / failed</source>
        <translation>完成 / 失败</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="298"/>
        <source>TTFT p50 (ms)</source>
        <translation>TTFT p50 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="299"/>
        <source>TTFT p99 (ms)</source>
        <translation>TTFT p99 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="299"/>
        <source>TPOT p50 (ms)</source>
        <translation>TPOT p50 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="300"/>
        <source>ITL p50 (ms)</source>
        <translation>ITL p50 (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="300"/>
        <source>Output tokens/s</source>
        <translation>输出 tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="306"/>
        <source>TTFT: time to first token. TPOT: time per output token after the first. ITL: every gap between two pieces of an answer. Goodput: the requests that met every target of your goal, per second and as a share of those completed.</source>
        <translation>TTFT：首 token 时间。TPOT：第一个 token 之后每个输出 token 的时间。ITL：回答中任意两个相邻片段之间的间隔。Goodput：满足你所设全部目标的请求，以每秒请求数及其占已完成请求的比例表示。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="324"/>
        <source>not sampled: %1</source>
        <translation>未采样：%1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="332"/>
        <source>GPU %1: %2 % mean, %3 % peak</source>
        <translation>GPU %1：平均 %2%，峰值 %3%</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="339"/>
        <source>memory %1 of %2</source>
        <translation>显存 %1 / %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="346"/>
        <source>%1&apos;s GPU %2 stayed below %3 % the whole of step %4 (%n at once): it did no work for this server.</source>
        <translation>
            <numerusform>%1 的 GPU %2 在整个第 %4 步（并发 %n）中都低于 %3%：它没有为这个服务器做任何工作。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="354"/>
        <source>%1 in, %2 out</source>
        <translation>接收 %1，发送 %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="360"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="362"/>
        <source>none sampled</source>
        <translation>未采样到</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="368"/>
        <source>No machine was sampled: the run named none of the server&apos;s machines.</source>
        <translation>没有采样任何机器：本次运行没有指定服务器的任何机器。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>CPU busy (mean)</source>
        <translation>CPU 繁忙（平均）</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Per output token</source>
        <translation>每个输出 token</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="384"/>
        <source>You started this server yourself: ShardScope measured it and started nothing on your machines.</source>
        <translation>这个服务器是你自己启动的：ShardScope 只测量了它，没有在你的机器上启动任何东西。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>What</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Lines</source>
        <translation>命令行</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="401"/>
        <source>rpc-server has no authentication: anyone who reaches its port can use the machine. ShardScope ran it only for the test, bound to the cluster address; run it the same way, on a network you trust, and stop it when you are done.</source>
        <translation>rpc-server 没有任何身份验证：任何能访问其端口的人都能使用这台机器。ShardScope 只在测试期间运行它，并绑定到集群地址；请以同样的方式运行它，只在你信任的网络中使用，用完后将其停止。</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Design rule: complete serving path</source>
        <translation>设计规则：完整的服务路径</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>How the servers were started</source>
        <translation>服务器的启动方式</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="420"/>
        <source>ShardScope serving report: run %1</source>
        <translation>ShardScope 服务报告：运行 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="421"/>
        <source>ShardScope serving report, run %1</source>
        <translation>ShardScope 服务报告，运行 %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="422"/>
        <source>ShardScope serving report</source>
        <translation>ShardScope 服务报告</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="423"/>
        <source>Serving run %1 of %2 at %3. Created %4 with ShardScope %5.</source>
        <translation>服务运行 %1：%2，位于 %3。由 ShardScope %5 于 %4 创建。</translation>
    </message>
</context>
<context>
    <name>SetupSheetDocument</name>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="50"/>
        <source>ShardScope setup sheet</source>
        <translation>ShardScope 配置表</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="58"/>
        <source>Made %1 with ShardScope %2. Keep it with your machines: it says how they are set up, which checks passed and what the links measured, to compare against after a change.</source>
        <translation>由 ShardScope %2 于 %1 创建。请把它和你的机器放在一起保存：它记录了这些机器的配置方式、哪些检查已通过以及链路的测量结果，便于在改动后进行对比。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="62"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="71"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Cluster interface</source>
        <translation>集群接口</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Inference software</source>
        <translation>推理软件</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="87"/>
        <source>Settings that keep the software on the cluster interface</source>
        <translation>让软件使用集群接口的设置</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="89"/>
        <source>Collective libraries pick an interface by themselves, and a VPN or container interface is often the one they pick. These settings name the right one; set them where you start the software.</source>
        <translation>集合通信库会自行选择接口，而它们选中的往往是 VPN 或容器接口。这些设置会指定正确的接口；请在启动软件的地方设置它们。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="94"/>
        <source>Launch lines that worked</source>
        <translation>成功运行过的启动命令</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="96"/>
        <source>From serving run %1 of %2, which completed.</source>
        <translation>来自服务运行 %1（%2），该运行已完整完成。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="100"/>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="106"/>
        <source>No completed serving run with launch lines is stored yet. ShardScope keeps them when it starts llama.cpp for you, or when you run a server from the lines it shows.</source>
        <translation>还没有保存任何带启动命令的已完成服务运行。当 ShardScope 为你启动 llama.cpp，或者你用它显示的命令行运行服务器时，它会保存这些命令。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="110"/>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="116"/>
        <source>Still to do</source>
        <translation>待处理事项</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="121"/>
        <source>Re-test after a change</source>
        <translation>改动后重新测试</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="124"/>
        <source>Re-test after changing cables, drivers, switch settings or software: run the setup check and a link test again and compare with the figures below.</source>
        <translation>更换网线、驱动、交换机设置或软件后，请重新测试：再次运行配置检查和链路测试，并与下面的数据进行比较。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="127"/>
        <source>Baseline: link test %1 of %2.</source>
        <translation>基线：链路测试 %1（%2）。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="128"/>
        <source>Newest complete link test: %1 of %2.</source>
        <translation>最近一次完整的链路测试：%1（%2）。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Pair</source>
        <translation>机器对</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Round trip (p50)</source>
        <translation>往返时间 (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream →</source>
        <translation>单流 →</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream ←</source>
        <translation>单流 ←</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="142"/>
        <source>No complete link test is stored yet: run one (the Network page, or shardscope-cli linktest --all) to have figures to compare against.</source>
        <translation>还没有保存任何完整的链路测试：请运行一次（在网络页面，或使用 shardscope-cli linktest --all），以便有可供比较的数据。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="199"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>SetupText</name>
    <message>
        <location filename="../presentation/SetupText.cpp" line="22"/>
        <source>%1, which is not a private address</source>
        <translation>%1（非私有地址）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="21"/>
        <source>every interface (%1)</source>
        <translation>所有接口（%1）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="29"/>
        <source>allow %1 in %2&apos;s firewall: %3 (&quot;inet filter input&quot; is the usual table and chain; &apos;sudo nft list ruleset&apos; shows the one of yours that drops)</source>
        <translation>在 %2 的防火墙中放行 %1：%3（&quot;inet filter input&quot; 是常用的表和链；&apos;sudo nft list ruleset&apos; 可显示你的规则中是哪一条在丢弃数据包）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="33"/>
        <source>allow %1 in %2&apos;s firewall: %3</source>
        <translation>在 %2 的防火墙中放行 %1：%3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="43"/>
        <source>Each machine has an interface for the cluster</source>
        <translation>每台机器都有一个用于集群的接口</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="45"/>
        <source>One interface per subnet, no VPN or container interface in the way, one subnet for all</source>
        <translation>每个子网一个接口，没有 VPN 或容器接口碍事，所有机器在同一子网</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="47"/>
        <source>Fixed, unique addresses and host names</source>
        <translation>固定且唯一的地址和主机名</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="49"/>
        <source>Host names resolve to the cluster addresses</source>
        <translation>主机名解析为集群地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="51"/>
        <source>TCP reaches every machine on a port opened for the check</source>
        <translation>TCP 能通过为本次检查打开的端口到达每台机器</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="53"/>
        <source>UDP reaches every machine</source>
        <translation>UDP 能到达每台机器</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="55"/>
        <source>No router between the machines, full-size packets pass</source>
        <translation>机器之间没有路由器，完整大小的数据包能够通过</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="57"/>
        <source>No inference server open to every network</source>
        <translation>没有对所有网络开放的推理服务器</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="59"/>
        <source>Host firewalls</source>
        <translation>主机防火墙</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="67"/>
        <source>not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="70"/>
        <source>problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="72"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="74"/>
        <source>reported</source>
        <translation>有提示</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="78"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="85"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="87"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="92"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="97"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="99"/>
        <source>%1 What to do: %2</source>
        <translation>%1 处理方法：%2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="105"/>
        <source>No stored setup check covers these machines, so their interfaces, names, firewalls and the routers between them were not checked. Run the setup check (its page in the wizard, or shardscope-cli check) and measure again.</source>
        <translation>没有已保存的配置检查涵盖这些机器，因此它们的接口、名称、防火墙以及之间的路由器都未经检查。请运行配置检查（向导中的对应页面，或 shardscope-cli check），然后重新测量。</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="110"/>
        <source>Setup check %1 (%2) found nothing to fix between these machines.</source>
        <translation>配置检查 %1（%2）在这些机器之间没有发现需要修复的问题。</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/SetupText.cpp" line="112"/>
        <source>Setup check %1 (%2) found %n thing(s) about these machines; the placement and congestion rules below take them into account:</source>
        <translation>
            <numerusform>配置检查 %1（%2）发现了关于这些机器的 %n 项内容；下面的放置和拥塞规则已将其考虑在内：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="123"/>
        <source>wired</source>
        <translation>有线</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="125"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="127"/>
        <source>loopback</source>
        <translation>回环</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="129"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="131"/>
        <source>bridge</source>
        <translation>网桥</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="133"/>
        <source>container</source>
        <translation>容器</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="137"/>
        <source>virtual</source>
        <translation>虚拟</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="143"/>
        <source>no interface is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>除回环、VPN 和容器接口外，没有已启用且有地址的接口</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="146"/>
        <source>chosen by you, but there is no interface %1</source>
        <translation>由你选择，但不存在接口 %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="148"/>
        <source>chosen by you, but it is %1</source>
        <translation>由你选择，但其状态为 %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="150"/>
        <source>chosen by you, but it has no IPv4 or global IPv6 address</source>
        <translation>由你选择，但它没有 IPv4 地址或全局 IPv6 地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="154"/>
        <source>up</source>
        <translation>已启用</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="156"/>
        <source>speed not reported</source>
        <translation>未报告速率</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="159"/>
        <source>in %1, which no other machine is in</source>
        <translation>位于 %1，没有其他机器在此子网中</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="160"/>
        <source>in %1 with %2</source>
        <translation>与 %2 同在 %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="162"/>
        <source>carries the default route</source>
        <translation>承载默认路由</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="163"/>
        <source>, </source>
        <comment>between the parts of a reason</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="164"/>
        <source>chosen by you: %1</source>
        <translation>由你选择：%1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="171"/>
        <source>%1 has no interface that is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>除回环、VPN 和容器接口外，%1 没有已启用且有地址的接口</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="176"/>
        <source>%1 has no interface %2, the one chosen for the cluster</source>
        <translation>%1 没有接口 %2，而它是为集群选定的接口</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="178"/>
        <source>%1&apos;s interface %2, chosen for the cluster, is %3</source>
        <translation>%1 上为集群选定的接口 %2 状态为 %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="180"/>
        <source>%1&apos;s interface %2, chosen for the cluster, has no IPv4 or global IPv6 address</source>
        <translation>%1 上为集群选定的接口 %2 没有 IPv4 地址或全局 IPv6 地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="184"/>
        <source>%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may not be the cluster interface, and answers may leave by the other</source>
        <translation>%1 在 %3 中有 %2 个接口：%4；内核只按一条路由发送，这条路由不一定走集群接口，而回复可能从另一个接口发出</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="188"/>
        <source>%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an interface by themselves and may take it, which sends the model&apos;s traffic through it, slowly, or to where the other machines cannot answer</source>
        <translation>%1 上的接口 %3（%2）已启用，地址为 %4：NCCL、Gloo 等软件会自行选择接口，可能会选中它，导致模型的流量经由它缓慢传输，或被发往其他机器无法应答的地方</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="193"/>
        <source>the cluster interfaces are in %1 subnets: %2; traffic between them goes through a router, when there is one</source>
        <translation>各集群接口分布在 %1 个子网中：%2；它们之间的流量要经过路由器（如果有的话）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="195"/>
        <location filename="../presentation/SetupText.cpp" line="227"/>
        <location filename="../presentation/SetupText.cpp" line="240"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="197"/>
        <source>traffic from %1 to %2 (%3) leaves by %4, not by the cluster interface %5</source>
        <translation>从 %1 到 %2（%3）的流量经由 %4 发出，而不是经由集群接口 %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="201"/>
        <source>%1&apos;s cluster address %2 is from IPv6 autoconfiguration: it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>%1 的集群地址 %2 来自 IPv6 自动配置：如不续期，它将在 %3 秒后失效，下一个地址可能不同，这会使所有引用它的设置和启动命令失效</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="206"/>
        <source>%1&apos;s cluster address %2 is leased (from DHCP): it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>%1 的集群地址 %2 是（通过 DHCP）租用的：如不续期，它将在 %3 秒后到期，下一个地址可能不同，这会使所有引用它的设置和启动命令失效</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="212"/>
        <source>%1 both have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 这两台机器的主机名都是 %2：按主机名查找对端的软件（Gloo、Ray、vLLM）无法区分它们</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="215"/>
        <source>%1 all have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 的主机名都是 %2：按主机名查找对端的软件（Gloo、Ray、vLLM）无法区分它们</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="219"/>
        <source>%1 all use the cluster address %2: packets for it reach one of them</source>
        <translation>%1 都使用集群地址 %2：发往该地址的数据包只会到达其中一台</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="222"/>
        <source>%1 cannot resolve %2&apos;s name %3 (%4)</source>
        <translation>%1 无法解析 %2 的名称 %3（%4）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="225"/>
        <source>%1 resolves %2 to %3, but %4&apos;s cluster address is %5</source>
        <translation>%1 将 %2 解析为 %3，但 %4 的集群地址是 %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="226"/>
        <source>%1&apos;s name %2</source>
        <translation>%1 的名称 %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="229"/>
        <source>%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find this machine&apos;s address by its name and would tell the other machines to connect to %3, which is each one itself</source>
        <translation>%1 首先将自己的名称 %2 解析为 %3：Gloo、vLLM 和 PyTorch 通过名称查找本机地址，会让其他机器连接到 %3，而这对每台机器来说都是它自己</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="235"/>
        <source>%1 cannot resolve its own name %2 (%3): software that finds this machine&apos;s address by its name fails on it</source>
        <translation>%1 无法解析自己的名称 %2（%3）：通过名称查找本机地址的软件会因此失败</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="238"/>
        <source>%1 resolves its own name %2 to %3, not to its cluster address %4: software that finds this machine&apos;s address by its name tells the others to use %3</source>
        <translation>%1 将自己的名称 %2 解析为 %3，而不是它的集群地址 %4：通过名称查找本机地址的软件会让其他机器使用 %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="242"/>
        <source>TCP from %1 to a port that %2 opened for this check got no answer: a firewall on %2 (or on the way) drops it, and would drop the ports NCCL, Gloo and llama.cpp pick too</source>
        <translation>从 %1 发往 %2 为本次检查打开的端口的 TCP 没有得到响应：%2 上（或途中）的防火墙丢弃了它，也会丢弃 NCCL、Gloo 和 llama.cpp 选用的端口</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="248"/>
        <source>TCP from %1 to a port that %2 opened for this check was rejected (%3), though both are in %4: a firewall on %2 rejects it</source>
        <translation>从 %1 发往 %2 为本次检查打开的端口的 TCP 被拒绝（%3），尽管两者都在 %4 中：%2 上的防火墙拒绝了它</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="251"/>
        <source>TCP from %1 to a port that %2 opened for this check was refused (%3): a firewall rejects it</source>
        <translation>从 %1 发往 %2 为本次检查打开的端口的 TCP 连接被拒绝（%3）：有防火墙拒绝了它</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="255"/>
        <source>%1 has no way to %2&apos;s cluster address %3 (%4)</source>
        <translation>%1 没有通往 %2 的集群地址 %3 的路径（%4）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="258"/>
        <source>none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked (NCCL, Gloo and llama.cpp use TCP; discovery such as exo&apos;s, and ShardScope&apos;s latency probes, use UDP)</source>
        <translation>从 %2 发往 %3 的 %1 个 UDP 数据报一个也没有返回：UDP 被阻止了（NCCL、Gloo 和 llama.cpp 使用 TCP；exo 等软件的发现功能以及 ShardScope 的延迟探测使用 UDP）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="264"/>
        <source>A router between %1 and %2 (the echo arrived with TTL %3): every packet crosses it, which adds latency and often limits the rate</source>
        <translation>%1 和 %2 之间有一台路由器（回显到达时 TTL 为 %3）：每个数据包都要经过它，这会增加延迟，并常常限制速率</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="267"/>
        <source>%1 routers between %2 and %3 (the echo arrived with TTL %4): every packet crosses them, which adds latency and often limits the rate</source>
        <translation>%2 和 %3 之间有 %1 台路由器（回显到达时 TTL 为 %4）：每个数据包都要经过它们，这会增加延迟，并常常限制速率</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="271"/>
        <source>the path from %1 to %2 carries packets of %3 bytes, but both interfaces are set to %4: larger packets are dropped or split on the way</source>
        <translation>从 %1 到 %2 的路径只能传送 %3 字节的数据包，但两端接口都设为 %4：更大的数据包会在途中被丢弃或拆分</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="276"/>
        <source>%1 → %2: TCP could not be tried (%3)</source>
        <translation>%1 → %2：无法尝试 TCP（%3）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="277"/>
        <source>%1 → %2 could not be tested: %3</source>
        <translation>%1 → %2 无法测试：%3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="280"/>
        <source>something on %1 listens on %2, port %3, %4&apos;s default port (the agent cannot see which process: another user&apos;s): if it is %4, every network %1 is on can use it</source>
        <translation>%1 上有程序在 %2 的端口 %3（%4 的默认端口）上监听（代理程序看不到是哪个进程：它属于其他用户）：如果它是 %4，%1 所连接的每个网络都能使用它</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="284"/>
        <source>%1 on %2 listens on %3, port %4: every network %2 is on can use it, Wi-Fi, VPN and container networks too</source>
        <translation>%2 上的 %1 在 %3 的端口 %4 上监听：%2 所连接的每个网络都能使用它，包括 Wi-Fi、VPN 和容器网络</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="288"/>
        <source>rpc-server on %1 listens on %2, port %3: anyone who reaches it can run code on %1 (rpc-server has no authentication, and llama.cpp says never to expose it)</source>
        <translation>%1 上的 rpc-server 在 %2 的端口 %3 上监听：任何能访问它的人都能在 %1 上运行代码（rpc-server 没有身份验证，llama.cpp 明确表示永远不要暴露它）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="293"/>
        <source>%1 has a firewall whose rules could not be read (%2)</source>
        <translation>%1 有一个防火墙，但无法读取其规则（%2）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="294"/>
        <location filename="../presentation/SetupText.cpp" line="296"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="295"/>
        <source>%1 has an active firewall (%2): ShardScope never changes it</source>
        <translation>%1 有一个已启用的防火墙（%2）：ShardScope 从不更改它</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="307"/>
        <source>connect %1 to the cluster&apos;s switch and give it an address</source>
        <translation>将 %1 连接到集群的交换机，并为它分配一个地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="309"/>
        <source>choose another cluster interface for %1, or bring %2 up with an address</source>
        <translation>为 %1 选择另一个集群接口，或启用 %2 并为其分配地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="312"/>
        <source>keep one interface of %1 in %2 (take the address off the others), or pin the software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</source>
        <translation>在 %2 中只保留 %1 的一个接口（去掉其他接口的地址），或让软件固定使用 %3（NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="316"/>
        <source>pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</source>
        <translation>让 %1 上的软件固定使用 %2：NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="317"/>
        <source>&lt;cluster interface&gt;</source>
        <translation>&lt;集群接口&gt;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="319"/>
        <source>put every machine&apos;s cluster interface in one subnet, on one switch</source>
        <translation>把每台机器的集群接口放在同一个子网、同一台交换机上</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="321"/>
        <source>take %1 out of %2&apos;s subnet, or check the routes on %3 (ip route get %4)</source>
        <translation>将 %1 移出 %2 的子网，或检查 %3 上的路由（ip route get %4）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="325"/>
        <source>give %1 a static IPv6 address, or use its IPv4 address for the cluster</source>
        <translation>为 %1 设置静态 IPv6 地址，或改用它的 IPv4 地址作为集群地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="326"/>
        <source>reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a static address</source>
        <translation>在你的路由器上为 %2（%3）保留 %1（DHCP 保留），或为 %2 设置静态地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="328"/>
        <source>MAC %1</source>
        <translation>MAC %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="330"/>
        <source>give each machine its own name: hostnamectl set-hostname &lt;name&gt;, and the same name in the other machines&apos; /etc/hosts or your DNS</source>
        <translation>为每台机器设置各自的名称：hostnamectl set-hostname &lt;name&gt;，并在其他机器的 /etc/hosts 或你的 DNS 中使用相同的名称</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="333"/>
        <source>give each machine its own address</source>
        <translation>为每台机器分配各自的地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="335"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3, or give %2 a DNS entry on your router</source>
        <translation>在 %3 的 /etc/hosts 中添加 &quot;%1 %2&quot;，或在你的路由器上为 %2 添加 DNS 条目</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="338"/>
        <source>fix /etc/hosts on %1 or your DNS: &quot;%2 %3&quot;</source>
        <translation>修正 %1 上的 /etc/hosts 或你的 DNS：&quot;%2 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="340"/>
        <source>in /etc/hosts on %1, replace the line with %2 and %3 by &quot;%4 %3&quot;</source>
        <translation>在 %1 的 /etc/hosts 中，把包含 %2 和 %3 的那一行替换为 &quot;%4 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="344"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3</source>
        <translation>在 %3 的 /etc/hosts 中添加 &quot;%1 %2&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="345"/>
        <source>make &quot;%1 %2&quot; the first line for %2 in /etc/hosts on %3, or pin the software to %4 (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</source>
        <translation>在 %3 的 /etc/hosts 中，让 &quot;%1 %2&quot; 成为 %2 的第一行，或让软件固定使用 %4（NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1）</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="353"/>
        <source>put both on one subnet, or give %1 a route to %2</source>
        <translation>让两者位于同一子网，或为 %1 添加通往 %2 的路由</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="355"/>
        <source>connect %1 and %2 to one switch, in one subnet</source>
        <translation>把 %1 和 %2 连接到同一台交换机、同一个子网中</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="357"/>
        <source>set one MTU on both machines and on every switch port between them, for example %1 on both: &apos;sudo ip link set %2 mtu %1&apos; on %3, &apos;sudo ip link set %4 mtu %1&apos; on %5</source>
        <translation>在两台机器以及它们之间的每个交换机端口上设置相同的 MTU，例如两端都设为 %1：在 %3 上运行 &apos;sudo ip link set %2 mtu %1&apos;，在 %5 上运行 &apos;sudo ip link set %4 mtu %1&apos;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="363"/>
        <source>bind it to the cluster address</source>
        <translation>将它绑定到集群地址</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="364"/>
        <source>bind it to the cluster address %1 (%2), or allow port %3 only from %4 in the firewall</source>
        <translation>将它绑定到集群地址 %1（%2），或在防火墙中只允许来自 %4 的连接访问端口 %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="365"/>
        <source>its host option</source>
        <translation>它的 host 选项</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="371"/>
        <source>if the reach test shows drops, %1</source>
        <translation>如果连通性测试显示有丢包，%1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DeployPage</name>
    <message>
        <location filename="../ui/DeployPage.cpp" line="43"/>
        <source>Put the agent on your machines</source>
        <translation>将代理程序部署到你的机器上</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="53"/>
        <source>&amp;Deploy</source>
        <translation>部署(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="55"/>
        <source>Copy the agent to every machine and check that it starts; machines that have it already are only checked</source>
        <translation>将代理程序复制到每台机器并检查它能否启动；已有代理程序的机器只做检查</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="57"/>
        <source>&amp;Retry failed</source>
        <translation>重试失败项(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="59"/>
        <source>Deploy again to the machines where it failed or was cancelled</source>
        <translation>重新部署到失败或已取消的机器上</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="63"/>
        <source>Delete everything ShardScope put on the machines</source>
        <translation>删除 ShardScope 放到这些机器上的所有内容</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="65"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="90"/>
        <source>M&amp;achines:</source>
        <translation>机器(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="44"/>
        <source>ShardScope copies its small agent program to each machine, into a folder of its own in the login user&apos;s home (~/.cache/shardscope). It needs no administrator rights and installs nothing else; &quot;Remove from machines&quot; deletes the folder again.</source>
        <translation>ShardScope 会把它的小型代理程序复制到每台机器上，放在登录用户主目录下的专用文件夹中（~/.cache/shardscope）。这不需要管理员权限，也不会安装任何其他东西；“从机器移除”会再次删除该文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="52"/>
        <source>Machines done</source>
        <translation>已完成的机器</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="61"/>
        <source>Re&amp;move from machines…</source>
        <translation>从机器移除(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="167"/>
        <source>Remove ShardScope from the machines?</source>
        <translation>要从机器上移除 ShardScope 吗？</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="168"/>
        <source>This deletes the folder %1 on each of these machines: %2.</source>
        <translation>这将删除以下每台机器上的文件夹 %1：%2。</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="174"/>
        <source>The folder holds only what ShardScope put there: its agent. Nothing else on the machines is touched, and your list of machines and their inventories stay. Deploy puts the agent back at any time.</source>
        <translation>该文件夹只包含 ShardScope 放在那里的内容：它的代理程序。机器上的其他内容都不会被改动，你的机器列表和清单也会保留。随时可以用“部署”把代理程序放回去。</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="177"/>
        <source>&amp;Delete the folder</source>
        <translation>删除文件夹(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="272"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="298"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="315"/>
        <source>There are no other machines yet. Go back and add them with Add… or Import from SSH config…; this computer needs no deployment.</source>
        <translation>还没有其他机器。请返回上一页，用“添加…”或“从 SSH 配置导入…”添加它们；本机不需要部署。</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="318"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="321"/>
        <source>Removing ShardScope from %1 machines…</source>
        <translation>正在从 %1 台机器上移除 ShardScope…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="322"/>
        <source>Deploying to %1 machines… The others go on when one fails.</source>
        <translation>正在部署到 %1 台机器…即使某台失败，其他机器也会继续。</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="326"/>
        <source>The agent is ready on %1 of %2 machines.</source>
        <translation>代理程序已在 %1 台机器上就绪（共 %2 台）。</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="328"/>
        <source>Fix what the messages below say, then click Retry failed.</source>
        <translation>请按下方消息的提示修正问题，然后点击“重试失败项”。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DialogNodeInteraction</name>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="30"/>
        <source>Unknown host key</source>
        <translation>未知的主机密钥</translation>
    </message>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="38"/>
        <source>&amp;Trust and connect</source>
        <translation>信任并连接(&amp;T)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ExportPage</name>
    <message>
        <location filename="../ui/ExportPage.cpp" line="36"/>
        <source>PDF report</source>
        <translation>PDF 报告</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="38"/>
        <source>raw samples (CSV)</source>
        <translation>原始样本 (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="40"/>
        <source>summary (CSV)</source>
        <translation>摘要 (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="42"/>
        <source>whole report (JSON)</source>
        <translation>完整报告 (JSON)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="53"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="58"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="87"/>
        <source>Keep the results</source>
        <translation>保存结果</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="89"/>
        <source>Save the run shown on the Results page as a PDF report to read or share, or its numbers as CSV and JSON files for a spreadsheet or a script. Every run also stays in the history.</source>
        <translation>将结果页面显示的运行保存为 PDF 报告以便阅读或分享，或将其数据保存为 CSV 和 JSON 文件，供电子表格或脚本使用。每次运行也都会保留在历史记录中。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="99"/>
        <source>Save &amp;PDF report…</source>
        <translation>保存 PDF 报告(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="100"/>
        <source>Save raw &amp;samples (CSV)…</source>
        <translation>保存原始样本 (CSV)(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="103"/>
        <source>Save s&amp;ummary (CSV)…</source>
        <translation>保存摘要 (CSV)(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="104"/>
        <source>Save whole report (&amp;JSON)…</source>
        <translation>保存完整报告 (JSON)(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="106"/>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="117"/>
        <source>The verdict, the charts, the link matrix, the percentile tables, the configuration and the design-rule checklist, ready to print.</source>
        <translation>结论、图表、链路矩阵、百分位数表、配置和设计规则检查清单，可直接打印。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="121"/>
        <source>One row per layout and concurrency with its percentiles (time to first token, time between tokens, whole request) and tokens per second.</source>
        <translation>每种并行方式和并发数各占一行，包含其百分位数（首 token 时间、token 间隔时间、整个请求的时间）和每秒 token 数。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="126"/>
        <source>Every measured step of every machine: wall time, communication time and bytes sent, so any figure can be recomputed.</source>
        <translation>每台机器测得的每一个步骤：实际耗时、通信时间和发送的字节数，因此任何数据都可以重新计算。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="131"/>
        <source>Everything above in one file for scripts: configuration, results, link model, verdict, what-if and checklist.</source>
        <translation>以上所有内容合并为一个文件，供脚本使用：配置、结果、链路模型、结论、假设分析和检查清单。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="135"/>
        <source>Every stored run: compare two, mark a baseline, delete old ones, or run one again with the same settings.</source>
        <translation>所有已保存的运行：比较其中两次、标记基线、删除旧的运行，或用相同设置再次运行。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="218"/>
        <source>Serving run %1: %2 at %3, started %4.</source>
        <translation>服务运行 %1：%2，位于 %3，开始于 %4。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="221"/>
        <source>a model not named</source>
        <translation>未命名的模型</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="230"/>
        <source>Run %1: %2 on %3, started %4.</source>
        <translation>运行 %1：在 %3 上运行 %2，开始于 %4。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="238"/>
        <source>No benchmark has run yet: there is nothing to save. Run one on the Inference page, or open an older run from the history.</source>
        <translation>还没有运行过基准测试：没有可保存的内容。请在推理页面运行一次，或从历史记录中打开较早的运行。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="241"/>
        <source>Run %1 cannot be read: %2.</source>
        <translation>无法读取运行 %1：%2。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="268"/>
        <source>Save the %1</source>
        <translation>保存%1</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="281"/>
        <source>There is no run to save: %1.</source>
        <translation>没有可保存的运行：%1。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="331"/>
        <source>Saved the %1 as %2.</source>
        <translation>已将%1保存为 %2。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="347"/>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="349"/>
        <source>%1 could not be saved: the folder %2 does not exist. Choose an existing folder, or create it first.</source>
        <translation>无法保存 %1：文件夹 %2 不存在。请选择一个已存在的文件夹，或先创建它。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="355"/>
        <source>%1 could not be saved: you may not write to the folder %2. Choose a folder of your own, such as your Documents folder.</source>
        <translation>无法保存 %1：你没有写入文件夹 %2 的权限。请选择一个属于你自己的文件夹，例如你的“文档”文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="363"/>
        <source>%1 could not be saved: the disk that holds %2 is full. Free some space, or choose a folder on another disk.</source>
        <translation>无法保存 %1：存放 %2 的磁盘已满。请释放一些空间，或选择其他磁盘上的文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="369"/>
        <source>%1 could not be saved: a folder has that name. Choose another file name.</source>
        <translation>无法保存 %1：已有同名的文件夹。请换一个文件名。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::GoalPage</name>
    <message>
        <location filename="../ui/GoalPage.cpp" line="36"/>
        <source>Tiny test model (runs in seconds)</source>
        <translation>微型测试模型（几秒即可跑完）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="38"/>
        <source>Llama 3.2 1B</source>
        <translation>Llama 3.2 1B</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="40"/>
        <source>Llama 3.1 8B</source>
        <translation>Llama 3.1 8B</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="42"/>
        <source>Qwen 2.5 14B</source>
        <translation>Qwen 2.5 14B</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="44"/>
        <source>Qwen 2.5 32B</source>
        <translation>Qwen 2.5 32B</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="46"/>
        <source>Llama 3.1 70B</source>
        <translation>Llama 3.1 70B</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="54"/>
        <source>%1 billion parameters</source>
        <translation>%1 × 10 亿个参数</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="55"/>
        <source>%1 million parameters</source>
        <translation>%1 × 100 万个参数</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="90"/>
        <source>What do you want to run?</source>
        <translation>你想运行什么？</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="91"/>
        <source>Choose the model and how you will use it. ShardScope then measures exactly this: on one machine, and split across your machines.</source>
        <translation>选择模型以及你将如何使用它。然后 ShardScope 会准确地测量这一场景：在一台机器上运行，以及拆分到你的多台机器上运行。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="102"/>
        <source>Custom shape…</source>
        <translation>自定义结构…</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="103"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="107"/>
        <source>Custom shape</source>
        <translation>自定义结构</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>&amp;Layers:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>Transformer blocks, one after another</source>
        <translation>依次排列的 Transformer 块</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>&amp;Hidden size:</source>
        <translation>隐藏层大小(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>Width of the model: numbers per token between the layers</source>
        <translation>模型的宽度：层与层之间每个 token 传递的数值个数</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="125"/>
        <source>&amp;Query heads:</source>
        <translation>查询头数(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="126"/>
        <source>Attention heads; tensor parallel splits them over the machines</source>
        <translation>注意力头；张量并行会把它们拆分到各台机器上</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="127"/>
        <source>&amp;KV heads:</source>
        <translation>KV 头数(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="128"/>
        <source>Key/value heads (grouped-query attention); they divide the query heads</source>
        <translation>键/值头（分组查询注意力）；其数量须能整除查询头数</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Head dime&amp;nsion:</source>
        <translation>头维度(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Numbers per attention head</source>
        <translation>每个注意力头的数值个数</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>&amp;Intermediate size:</source>
        <translation>中间层大小(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>Width of the feed-forward part of each layer</source>
        <translation>每一层前馈部分的宽度</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>&amp;Vocabulary:</source>
        <translation>词表大小(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>Tokens the model knows</source>
        <translation>模型认识的 token 数</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="135"/>
        <source>bf16: 2 bytes per weight (the usual choice)</source>
        <translation>bf16：每个权重 2 字节（常用选择）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="136"/>
        <source>f16: 2 bytes per weight (GPU only)</source>
        <translation>f16：每个权重 2 字节（仅限 GPU）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="137"/>
        <source>f32: 4 bytes per weight (twice the memory)</source>
        <translation>f32：每个权重 4 字节（内存翻倍）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="138"/>
        <source>q8_0: about 1 byte per weight, as llama.cpp&apos;s Q8_0 files (CPU only for now)</source>
        <translation>q8_0：每个权重约 1 字节，与 llama.cpp 的 Q8_0 文件相同（目前仅限 CPU）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="141"/>
        <source>q4_0: about half a byte per weight, as llama.cpp&apos;s Q4_0 files (CPU only for now)</source>
        <translation>q4_0：每个权重约半字节，与 llama.cpp 的 Q4_0 文件相同（目前仅限 CPU）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="143"/>
        <source>&amp;Data type:</source>
        <translation>数据类型(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="146"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="154"/>
        <source>How will you use it?</source>
        <translation>你将如何使用它？</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="162"/>
        <source>One &amp;person chatting</source>
        <translation>一个人聊天(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="163"/>
        <source>Latency matters: the answer should start quickly and flow smoothly.</source>
        <translation>延迟最重要：回答应当快速开始并流畅输出。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="164"/>
        <source>Many &amp;requests at once</source>
        <translation>同时处理大量请求(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="165"/>
        <source>Throughput matters: as many tokens per second as possible over all requests together.</source>
        <translation>吞吐量最重要：所有请求合计的每秒 token 数越多越好。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="166"/>
        <source>B&amp;oth</source>
        <translation>两者兼顾(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="167"/>
        <source>The most tokens per second that still keeps each answer quick.</source>
        <translation>在保证每个回答都足够快的前提下，尽可能多的每秒 token 数。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="182"/>
        <source>Targets (optional)</source>
        <translation>目标（可选）</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="183"/>
        <source>Time to fir&amp;st token at most:</source>
        <translation>首 token 时间不超过(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="190"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="192"/>
        <source>Time per output &amp;token at most:</source>
        <translation>每个输出 token 的时间不超过(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="198"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="201"/>
        <source>Time to first token: how long you wait until the answer starts. Time per output token: how fast it then flows; 100 ms is 10 tokens a second, faster than most people read. The verdict says whether each setup meets them.</source>
        <translation>首 token 时间：从提问到回答开始需要等待多久。每个输出 token 的时间：回答开始后输出得有多快；100 ms 即每秒 10 个 token，比大多数人的阅读速度还快。结论会说明每种配置是否达到这些目标。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="217"/>
        <source>NVIDIA GPUs (CUDA)</source>
        <translation>NVIDIA GPU (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="218"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="219"/>
        <source>&amp;Compute with:</source>
        <translation>计算设备(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Memory for the model</source>
        <translation>可用于模型的内存</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Holds it alone</source>
        <translation>能否单独装下</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="231"/>
        <source>Memory of each machine</source>
        <translation>每台机器的内存</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="243"/>
        <source>Where it runs and whether it fits</source>
        <translation>在哪里运行以及能否装下</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="255"/>
        <source>What the network will carry</source>
        <translation>网络需要承载的流量</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="425"/>
        <source>This shape cannot be built: %1.</source>
        <translation>无法构建此结构：%1。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="428"/>
        <source>%1, %2 layers. ShardScope runs a model of this shape with random weights: the arithmetic and the network traffic are those of the real model, and nothing is downloaded.</source>
        <translation>%1，%2 层。ShardScope 使用随机权重运行一个此结构的模型：运算和网络流量与真实模型相同，而且无需下载任何东西。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="439"/>
        <source>The custom shape cannot be built: %1. Change its numbers or choose a preset.</source>
        <translation>无法构建自定义结构：%1。请修改其中的数值，或选择一个预设模型。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="443"/>
        <source>The CPU computes in bf16, f32, q8_0 or q4_0, not f16: choose one of those, or compute with NVIDIA GPUs.</source>
        <translation>CPU 以 bf16、f32、q8_0 或 q4_0 计算，不支持 f16：请选择其中之一，或使用 NVIDIA GPU 计算。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="448"/>
        <source>ShardScope&apos;s GPU engine computes in bf16, f16 or f32; q8_0 and q4_0 run on CPUs for now.</source>
        <translation>ShardScope 的 GPU 引擎以 bf16、f16 或 f32 计算；q8_0 和 q4_0 目前只能在 CPU 上运行。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="452"/>
        <source>The model cannot be stored this way: %1.</source>
        <translation>模型无法以这种方式存储：%1。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="487"/>
        <source>With CUDA the model lives in GPU memory: what counts is the memory of all NVIDIA GPUs of a machine together.</source>
        <translation>使用 CUDA 时，模型存放在显存中：关键是一台机器上所有 NVIDIA GPU 的显存总和。</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="489"/>
        <source>With the CPU the model lives in main memory (RAM): what counts here is each machine&apos;s RAM, not its GPU memory.</source>
        <translation>使用 CPU 时，模型存放在主内存（RAM）中：这里关键的是每台机器的内存，而不是它的显存。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="493"/>
        <source>The model needs about %1: %2 for the weights, %3 for the KV cache and %5 of working space. The KV cache is sized for the plan&apos;s highest concurrency, %n request(s) at once of %4 tokens each (prompt and answer); the Inference page sets the concurrencies.</source>
        <translation>
            <numerusform>该模型大约需要 %1：权重 %2，KV cache %3，工作空间 %5。KV cache 按计划中的最高并发数计算，即同时处理 %n 个请求，每个请求 %4 个 token（提示词加回答）；并发数在推理页面上设置。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="508"/>
        <source>unknown: inventory it on the Machines page</source>
        <translation>未知：请在“你的机器”页面清点它</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="510"/>
        <source>%1 on %n GPU(s)</source>
        <translation>
            <numerusform>%1（%n 个 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="513"/>
        <source>%1 RAM</source>
        <translation>%1 内存</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HistoryDialog</name>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="58"/>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="60"/>
        <source>Link test</source>
        <translation>链路测试</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="118"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="119"/>
        <source>Number format</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="120"/>
        <source>Runs on (CPU or GPU)</source>
        <translation>运行设备（CPU 或 GPU）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="121"/>
        <source>Prompt length (tokens)</source>
        <translation>提示词长度（token）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="122"/>
        <source>Answer length (tokens)</source>
        <translation>回答长度（token）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="123"/>
        <source>Warm-up steps</source>
        <translation>预热步数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="125"/>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="126"/>
        <source>CPU threads per machine</source>
        <translation>每台机器的 CPU 线程数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="127"/>
        <source>Layouts</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="128"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="129"/>
        <source>Usage</source>
        <translation>用途</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="130"/>
        <source>Target time to first token (ms)</source>
        <translation>目标首 token 时间 (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="131"/>
        <source>Target time per token (ms)</source>
        <translation>目标每 token 时间 (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="132"/>
        <source>ShardScope version</source>
        <translation>ShardScope 版本</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="133"/>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="134"/>
        <source>Sets of machines</source>
        <translation>机器组合</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="135"/>
        <source>Milliseconds per phase</source>
        <translation>每阶段毫秒数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="136"/>
        <source>Parallel streams</source>
        <translation>并行流数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="137"/>
        <source>Latency probes</source>
        <translation>延迟探测包数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="115"/>
        <source>Address of %1</source>
        <translation>%1 的地址</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="62"/>
        <location filename="../ui/HistoryDialog.cpp" line="710"/>
        <source>Your server</source>
        <translation>你的服务器</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="64"/>
        <source>Setup check</source>
        <translation>配置检查</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="124"/>
        <source>Timed prefills (time to first token)</source>
        <translation>计时的预填充次数（首个 token 时间）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="155"/>
        <source>%1 (%2 → %3)</source>
        <comment>layout (machines in the first run → in the second)</comment>
        <translation>%1（%2 → %3）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="178"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="186"/>
        <source>A run that is still running cannot be deleted: finish or cancel it first.</source>
        <translation>仍在运行中的运行无法删除：请先等它完成或将其取消。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="191"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="209"/>
        <source>History of runs</source>
        <translation>运行历史记录</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="215"/>
        <source>&amp;Machines:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="223"/>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="229"/>
        <source>&amp;From:</source>
        <translation>从(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="231"/>
        <source>&amp;To:</source>
        <translation>到(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="245"/>
        <source>Stored runs</source>
        <translation>已保存的运行</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="443"/>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="264"/>
        <source>Comparison of two runs</source>
        <translation>两次运行的比较</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="300"/>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Mark as &amp;baseline</source>
        <translation>标记为基线(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="302"/>
        <source>The baseline is the run others are compared with: select one other run to see what changed since.</source>
        <translation>基线是其他运行用来比较的那次运行：再选择另一次运行，即可查看此后发生了哪些变化。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="305"/>
        <source>&amp;Re-run with the same configuration</source>
        <translation>用相同配置重新运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="308"/>
        <source>Opens the Inference page with this benchmark&apos;s model, layouts and machines</source>
        <translation>打开推理页面，并使用此基准测试的模型、并行方式和机器</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="309"/>
        <source>&amp;Show results</source>
        <translation>显示结果(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="312"/>
        <source>Shows this benchmark on the Results page, where it can also be exported</source>
        <translation>在结果页面上显示此基准测试，也可以在那里将其导出</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="313"/>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="366"/>
        <source>There is no database, so there is no history. %1</source>
        <translation>没有数据库，因此没有历史记录。%1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="389"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="419"/>
        <source>%1; %2; %3 at once</source>
        <translation>%1；%2；并发 %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="423"/>
        <source>%n machine(s), every pair</source>
        <translation>
            <numerusform>%n 台机器，两两测量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="425"/>
        <source>%n machine(s): interfaces, names, reach, exposure</source>
        <translation>
            <numerusform>%n 台机器：接口、名称、可达性、暴露</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="431"/>
        <source>%1 at %2 (%3); %4; %5 at once</source>
        <translation>%1，位于 %2（%3）；%4；并发 %5</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="433"/>
        <source>server not recognised</source>
        <translation>未识别的服务器</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Clear &amp;baseline</source>
        <translation>取消基线(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="557"/>
        <source>Deletes the selected runs with all their measurements</source>
        <translation>删除所选运行及其所有测量数据</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="562"/>
        <source>No runs are stored yet: the link tests and benchmarks you run appear here.</source>
        <translation>还没有保存任何运行：你运行的链路测试和基准测试会显示在这里。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="564"/>
        <source>Select a run to see its settings, or two runs to compare them. The baseline is compared with any run you select.</source>
        <translation>选择一次运行以查看其设置，或选择两次运行进行比较。基线会与你选择的任何运行进行比较。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="581"/>
        <source>Run %1 (%2) compared with run %3 (%4).</source>
        <translation>运行 %1（%2）与运行 %3（%4）的比较。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="589"/>
        <source>%n runs selected. Select two to compare them.</source>
        <translation>
            <numerusform>已选择 %n 次运行。请选择两次运行进行比较。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="595"/>
        <source>%1 %2, started %3: %4.</source>
        <translation>%1 %2，开始于 %3：%4。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="601"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="606"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="619"/>
        <source>Compared with the baseline, run %1 (%2).</source>
        <translation>与基线（运行 %1，%2）的比较。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="633"/>
        <source>Nothing of this check was stored: it was interrupted, or the database refused it.</source>
        <translation>此检查没有保存任何内容：它被中断了，或者数据库拒绝了它。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="636"/>
        <source>This check cannot be read: %1</source>
        <translation>无法读取此检查：%1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="639"/>
        <source>It found nothing to fix.</source>
        <translation>没有发现需要修复的问题。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="643"/>
        <source>Not checked: %1.</source>
        <translation>未检查：%1。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="658"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="684"/>
        <location filename="../ui/HistoryDialog.cpp" line="723"/>
        <source>%1: tokens per second</source>
        <translation>%1：每秒 token 数</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="688"/>
        <location filename="../ui/HistoryDialog.cpp" line="727"/>
        <source>%1: time to first token (median)</source>
        <translation>%1：首 token 时间（中位数）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="691"/>
        <location filename="../ui/HistoryDialog.cpp" line="730"/>
        <source>%1: time per token (median)</source>
        <translation>%1：每个 token 的时间（中位数）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="714"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="755"/>
        <source>%1: throughput, one stream</source>
        <translation>%1：吞吐量，1 个流</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="767"/>
        <source>%1: round trip (median)</source>
        <translation>%1：往返时间（中位数）</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source> (baseline)</source>
        <translation> (基线)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="788"/>
        <source>Better than run %1</source>
        <translation>优于运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="789"/>
        <source>Worse than run %1</source>
        <translation>差于运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="796"/>
        <source>Same settings, and nothing measured in both runs.</source>
        <translation>设置相同，且两次运行中没有共同测量的数据。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="838"/>
        <source>Delete runs?</source>
        <translation>删除运行？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="839"/>
        <source>Delete %n run(s) with all their measurements?</source>
        <translation>
            <numerusform>要删除 %n 次运行及其所有测量数据吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="844"/>
        <source>They are removed from the database for good; the PDF, CSV and JSON files you saved stay as they are.</source>
        <translation>它们将从数据库中永久删除；你已保存的 PDF、CSV 和 JSON 文件保持不变。</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="846"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HostDetailWidget</name>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="75"/>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="137"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="91"/>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="96"/>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces</source>
        <translation>网络接口(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="118"/>
        <source>Select a machine to see its details.</source>
        <translation>选择一台机器以查看其详细信息。</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="123"/>
        <source>%1: not inventoried yet.</source>
        <translation>%1：尚未清点。</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="130"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="131"/>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="132"/>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="133"/>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="134"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="135"/>
        <source>C library</source>
        <translation>C 库</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="136"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="138"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="139"/>
        <source>Inference software</source>
        <translation>推理软件</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="140"/>
        <source>Inventory taken</source>
        <translation>清点时间</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="141"/>
        <source>Agent version</source>
        <translation>代理程序版本</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs (%1)</source>
        <translation>GPU(&amp;G) (%1)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="155"/>
        <source>No inventory yet.</source>
        <translation>尚无清单。</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="162"/>
        <source>Inference on this machine would run on the CPU.</source>
        <translation>在这台机器上，推理将在 CPU 上运行。</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces (%1)</source>
        <translation>网络接口(&amp;E) (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::InferencePage</name>
    <message>
        <location filename="../ui/InferencePage.cpp" line="67"/>
        <source>connecting the machines</source>
        <translation>正在连接机器</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="69"/>
        <source>making the weights</source>
        <translation>正在生成权重</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="71"/>
        <source>measuring the memory bandwidth</source>
        <translation>正在测量内存带宽</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="73"/>
        <source>warming up</source>
        <translation>正在预热</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="75"/>
        <source>reading the prompt</source>
        <translation>正在读取提示词</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="77"/>
        <source>writing the answer</source>
        <translation>正在生成回答</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="85"/>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="120"/>
        <source>Run the model on your machines</source>
        <translation>在你的机器上运行模型</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="121"/>
        <source>ShardScope runs the model from your goal with random weights and measures how long the first token takes, the time per token and the tokens per second: first on one machine alone (the baseline), then split across machines and as one copy per machine.</source>
        <translation>ShardScope 会使用随机权重运行你在目标中选择的模型，并测量首 token 的耗时、每个 token 的时间和每秒 token 数：先在单台机器上单独运行（作为基线），然后拆分到多台机器上运行，以及每台机器运行一个副本。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="125"/>
        <source>&amp;Show results &gt;</source>
        <translation>显示结果(&amp;S) &gt;</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Cluster address</source>
        <translation>集群地址</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="136"/>
        <source>Machines to run on</source>
        <translation>用于运行的机器</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="140"/>
        <source>&amp;Machines:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="176"/>
        <source>&amp;Tensor parallel</source>
        <translation>张量并行(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="179"/>
        <source>Every layer is split across the machines; they exchange data twice per layer for every token. Fast links needed.</source>
        <translation>每一层都拆分到各台机器上；每生成一个 token，每层都要交换两次数据。需要快速的链路。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="181"/>
        <source>&amp;Pipeline parallel</source>
        <translation>流水线并行(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="184"/>
        <source>Each machine holds a block of layers and passes its result to the next one: little traffic, but the machines take turns.</source>
        <translation>每台机器持有一组连续的层，并把结果传给下一台：流量很小，但机器需要轮流工作。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="186"/>
        <source>One cop&amp;y per machine</source>
        <translation>每台机器一个副本(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="189"/>
        <source>Each machine runs the whole model on its share of the requests: no traffic between them, but each needs the memory for all of it.</source>
        <translation>每台机器运行完整的模型，处理分给它的那部分请求：机器之间没有流量，但每台机器都需要能装下整个模型的内存。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="203"/>
        <source>How many requests the model serves at the same time, separated by commas: each number is one round of runs. 1 is one person chatting.</source>
        <translation>模型同时处理的请求数，用逗号分隔：每个数字对应一轮运行。1 表示一个人聊天。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="206"/>
        <source>Requests at &amp;once:</source>
        <translation>并发请求数(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="211"/>
        <location filename="../ui/InferencePage.cpp" line="219"/>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="212"/>
        <source>The length of each request&apos;s prompt: it is read at once (prefill) before the first token comes.</source>
        <translation>每个请求的提示词长度：在第一个 token 出现之前会一次性读入（预填充）。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="214"/>
        <source>Prompt &amp;length:</source>
        <translation>提示词长度(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="220"/>
        <source>The length of each answer: tokens written one at a time (decode).</source>
        <translation>每个回答的长度：逐个写出的 token 数（解码）。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="222"/>
        <source>Answer le&amp;ngth:</source>
        <translation>回答长度(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="228"/>
        <source>How many times each run reads the prompt, each time from scratch and timed apart, as requests that arrive one after another: the time to the first token is the median and the 99th percentile over these reads. More reads give steadier figures; each adds one prompt&apos;s reading to every run.</source>
        <translation>每次运行读取提示词的次数，每次都从头开始并单独计时，就像先后到达的请求：首个 token 的时间是这些读取的中位数和第 99 百分位。读取次数越多，数字越稳定；每多一次，每次运行就多读一次提示词。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="232"/>
        <source>Timed prompt rea&amp;ds:</source>
        <translation>计时的提示词读取次数(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="250"/>
        <source>What to run</source>
        <translation>运行内容</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="259"/>
        <source>&amp;Run benchmark</source>
        <translation>运行基准测试(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="262"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="266"/>
        <source>Runs done</source>
        <translation>已完成的运行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Layout</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>First token (median)</source>
        <translation>首 token（中位数）</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="279"/>
        <source>Runs of this benchmark</source>
        <translation>本次基准测试的各次运行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="291"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="317"/>
        <source>ShardScope&apos;s own model (&amp;generated weights, no server needed)</source>
        <translation>ShardScope 自带的模型（生成的权重，无需服务器）(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="319"/>
        <source>A server yo&amp;u run (llama-server, vLLM, Ollama…)</source>
        <translation>你自己运行的服务器（llama-server、vLLM、Ollama…）(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="321"/>
        <source>llama.cpp t&amp;hat ShardScope starts</source>
        <translation>由 ShardScope 启动的 llama.cpp(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="325"/>
        <source>What runs:</source>
        <translation>运行什么：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="394"/>
        <source>Each run is stored as soon as it finishes.</source>
        <translation>每次运行一结束就会被保存。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="395"/>
        <source>There is no database: the runs are not kept, and the Results page cannot show them.</source>
        <translation>没有数据库：这些运行不会被保留，结果页面也无法显示它们。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="546"/>
        <source>runs alone</source>
        <translation>单独运行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="547"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="550"/>
        <source>ShardScope does not know which address the other machines reach %1 at, so it cannot take part in a split. Choose its cluster interface on the Machines page with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope 不知道其他机器应通过哪个地址访问 %1，因此它无法参与拆分运行。请在“你的机器”页面用“编辑…”选择它的集群接口，或者为它填写一个数字 IP 地址。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="559"/>
        <source>Runs through the local agent</source>
        <translation>通过本地代理程序运行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="563"/>
        <source>There are no other machines, so ShardScope runs the model on this computer alone: the baseline. A split needs at least two machines: add them on the Machines page.</source>
        <translation>没有其他机器，因此 ShardScope 只在本机上运行模型：即基线。拆分运行至少需要两台机器：请在“你的机器”页面添加。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="567"/>
        <source>%1 runs the single-machine baseline: the first checked machine. Uncheck machines to leave them out.</source>
        <translation>%1 运行单机基线：即第一台勾选的机器。取消勾选机器即可将其排除。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="578"/>
        <source>None of the chosen sets of machines has two machines: splits and copies run over all checked machines.</source>
        <translation>所选的机器组合中没有一个包含两台机器：拆分运行和副本将在所有已勾选的机器上运行。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="580"/>
        <source>The chosen sets of machines need %1, which is not checked: splits and copies run over all checked machines instead. Check it to run them as chosen.</source>
        <translation>所选的机器组合需要 %1，但未勾选：拆分运行和副本将改为在所有已勾选的机器上运行。勾选后即可按所选组合运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="664"/>
        <source>%1 (all %n machines)</source>
        <translation>
            <numerusform>%1（全部 %n 台机器）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="680"/>
        <source>Each checked set of machines runs every split and one copy per machine on its machines alone, e.g. to see whether a third machine helps. Space checks or unchecks the selected set.</source>
        <translation>每个已勾选的机器组合都只用自己的机器运行每种拆分方式和每台机器一个副本，例如用来看看第三台机器是否有帮助。按空格键可勾选或取消勾选当前选中的组合。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="686"/>
        <source>With more than four machines only the first two, the first three, and so on up to all of them are offered: for another set of machines, uncheck the others, or uncheck a machine and check it again to move it to the end.</source>
        <translation>机器超过四台时，只提供前两台、前三台……直到全部机器的组合：如需其他机器组合，请取消勾选其他机器，或者取消勾选某台机器后再重新勾选，把它移到末尾。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="722"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="723"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="724"/>
        <source>One copy per machine</source>
        <translation>每台机器一个副本</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="738"/>
        <source>%1 needs the cluster address of every machine, and %2 has none: choose its cluster interface on the Machines page.</source>
        <translation>%1需要每台机器的集群地址，但 %2 没有：请在“你的机器”页面选择它的集群接口。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="750"/>
        <source>%1 cannot divide this model over %n machine(s): %2.</source>
        <translation>
            <numerusform>%1无法把此模型拆分到 %n 台机器上：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="760"/>
        <source>A split and one copy per machine need at least two machines: with one, only the single-machine baseline runs.</source>
        <translation>拆分运行和每台机器一个副本都至少需要两台机器：只有一台时，只运行单机基线。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="783"/>
        <source>At least one machine must run the model.</source>
        <translation>至少要有一台机器运行模型。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="840"/>
        <source>At least one set of machines must run the splits and copies.</source>
        <translation>至少要有一个机器组合运行拆分和副本。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="871"/>
        <source>Requests at once: give numbers from 1 to %1, separated by commas, e.g. 1, 4.</source>
        <translation>并发请求数：请输入 1 到 %1 之间的数字，用逗号分隔，例如 1, 4。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="878"/>
        <location filename="../ui/InferencePage.cpp" line="996"/>
        <source>This plan cannot run: %1</source>
        <translation>此计划无法运行：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="899"/>
        <source>%n run(s), one after another: the model on %1 alone.</source>
        <translation>
            <numerusform>依次进行 %n 次运行：模型单独在 %1 上运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="904"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2, each over %3.</source>
        <translation>
            <numerusform>依次进行 %n 次运行：先让模型单独在 %1 上运行（基线），然后分别在 %3 上以%2方式运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="910"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2 over %3 machines.</source>
        <translation>
            <numerusform>依次进行 %n 次运行：先让模型单独在 %1 上运行（基线），然后在 %3 台机器上以%2方式运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="956"/>
        <source>%1 of %2 runs</source>
        <translation>%1 / %2 次运行</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="958"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="963"/>
        <source>Starting the agents on %n machine(s)…</source>
        <translation>
            <numerusform>正在 %n 台机器上启动代理程序…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="967"/>
        <source>Click Run benchmark to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>点击“运行基准测试”开始。你可以随时取消；取消前测得的数据会保留。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="977"/>
        <source>%1 over %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1，运行于 %2，并发 %n 个请求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="980"/>
        <source>%1 on %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1，运行于 %2，并发 %n 个请求</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1020"/>
        <source>Storing the run failed, so these runs are not kept: %1</source>
        <translation>保存运行失败，因此这些运行不会被保留：%1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1049"/>
        <source>Each run is stored as soon as it finishes (stored run %1).</source>
        <translation>每次运行一结束就会被保存（已保存为运行 %1）。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1062"/>
        <source>The benchmark could not start: another one is still running.</source>
        <translation>基准测试无法启动：另一个基准测试仍在运行。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1191"/>
        <source>Run %1 (%2) failed.</source>
        <translation>第 %1 次运行（%2）失败。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>No reason was given.</source>
        <translation>未给出原因。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>(Details: %1)</source>
        <translation>（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1237"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>其结果已保存为运行 %1，但运行如何结束未能保存：ShardScope 再次启动后，历史记录将其显示为已中断。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1009"/>
        <source>There is no database: these runs are not kept.</source>
        <translation>没有数据库：这些运行不会被保留。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="144"/>
        <source>Sets of machines to split the model over and run copies on</source>
        <translation>用于拆分模型和运行副本的机器组合</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="146"/>
        <source>Split and run copies on these s&amp;ets of machines:</source>
        <translation>在以下机器组合上拆分模型并运行副本(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="745"/>
        <source>%1 cannot divide this model over %2: %3. Uncheck that set of machines to run it over the others.</source>
        <translation>%1无法把此模型拆分到 %2 上：%3。取消勾选该机器组合，即可在其他组合上运行它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="916"/>
        <source>Requests at once: %1; prompts of %2 tokens, each read %n time(s) and timed apart; answers of %3 tokens.</source>
        <translation>
            <numerusform>并发请求数：%1；提示词 %2 个 token，每个读取 %n 次并分别计时；回答 %3 个 token。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1063"/>
        <source>The benchmark could not start: %1</source>
        <translation>基准测试无法启动：%1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1099"/>
        <location filename="../ui/InferencePage.cpp" line="1186"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1113"/>
        <source>Running %1</source>
        <translation>正在运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1115"/>
        <source>Run %1 of %2: %3.</source>
        <translation>第 %1 次运行（共 %2 次）：%3。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1145"/>
        <source>Run %1 of %2: %3: %4, %5 %.</source>
        <translation>第 %1 次运行（共 %2 次）：%3：%4，%5%。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1152"/>
        <source>About %1 tokens/s so far.</source>
        <translation>到目前为止约 %1 tokens/s。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1193"/>
        <source>Run %1 of %2 measured %3 tokens/s.</source>
        <translation>第 %1 次运行（共 %2 次）测得 %3 tokens/s。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1222"/>
        <source>Measured %1 of %2 runs.</source>
        <translation>已测量 %1 / %2 次运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1224"/>
        <source>%n failed: the reasons are below.</source>
        <translation>
            <numerusform>%n 次失败：原因见下方。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1226"/>
        <source>%n cancelled.</source>
        <translation>
            <numerusform>%n 次已取消。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1228"/>
        <source>Click Show results to see what they mean.</source>
        <translation>点击“显示结果”查看它们的含义。</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1235"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>已保存为运行 %1：它会保留在历史记录中，重启后也一样。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LaunchLinesView</name>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="17"/>
        <source>The lines that start the same servers without ShardScope</source>
        <translation>无需 ShardScope 即可启动相同服务器的命令行</translation>
    </message>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="23"/>
        <source>Co&amp;py the lines</source>
        <translation>复制命令行(&amp;P)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkDetailPanel</name>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>1 stream</source>
        <translation>1 个流</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>%1 streams</source>
        <translation>%1 个流</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="79"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="83"/>
        <source>speed not reported</source>
        <translation>未报告速率</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="85"/>
        <source>full duplex</source>
        <translation>全双工</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="87"/>
        <source>half duplex</source>
        <translation>半双工</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="89"/>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="91"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="110"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="136"/>
        <source>Throughput over time</source>
        <translation>吞吐量随时间变化</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="111"/>
        <source>Round-trip histogram</source>
        <translation>往返时间直方图</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="115"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="138"/>
        <source>Key figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="137"/>
        <source>Round trips</source>
        <translation>往返时间</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="139"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="165"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="471"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="146"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="179"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>选择矩阵中的一个单元格以查看其详细信息。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="186"/>
        <source>%1 with itself: a machine is not measured against itself. Select a cell off the diagonal.</source>
        <translation>%1 与自身：不会拿一台机器和它自己做测量。请选择对角线以外的单元格。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="194"/>
        <source>%1 was not measured in this run.</source>
        <translation>本次运行未测量 %1。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="203"/>
        <source>%1: waiting for its turn. Pairs are measured one at a time, so that no two tests share a link.</source>
        <translation>%1：正在排队等待。各机器对会逐一测量，这样就不会有两个测试同时占用一条链路。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="273"/>
        <source>No throughput series in this report</source>
        <translation>此报告中没有吞吐量序列</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="277"/>
        <source>Seconds since the phase started</source>
        <translation>阶段开始后的秒数</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="282"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="250"/>
        <source>%1, both ways</source>
        <translation>%1，双向</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="293"/>
        <source>Every %1 ms at the receiver; dashed: both ways at once</source>
        <translation>接收端每 %1 ms 采样一次；虚线：双向同时传输</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="305"/>
        <source>No round trips were recorded</source>
        <translation>没有记录到往返时间</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="332"/>
        <source>Idle link (%1 probes)</source>
        <translation>链路空闲（%1 个探测包）</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="334"/>
        <source>While this way is busy (%1 probes)</source>
        <translation>该方向繁忙时（%1 个探测包）</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="342"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="346"/>
        <source>Round trip in ms (bucket start)</source>
        <translation>往返时间（ms，区间起点）</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="349"/>
        <source>% of probes</source>
        <translation>探测包占比（%）</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="357"/>
        <source>Round trips of small UDP probes</source>
        <translation>小型 UDP 探测包的往返时间</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="375"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="378"/>
        <source>Round trip min / p50 / p90</source>
        <translation>往返时间 最小 / p50 / p90</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="379"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="384"/>
        <source>Round trip p99 / max</source>
        <translation>往返时间 p99 / 最大</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="385"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="400"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="431"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="388"/>
        <source>Jitter (RFC 3550)</source>
        <translation>抖动 (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="390"/>
        <source>Round-trip standard deviation</source>
        <translation>往返时间标准差</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>Round trip</source>
        <translation>往返时间</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>no probe came back</source>
        <translation>没有探测包返回</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="394"/>
        <source>Loss</source>
        <translation>丢包</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="395"/>
        <source>%1 (%2 of %3 probes)</source>
        <translation>%1（%3 个探测包中丢失 %2 个）</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="400"/>
        <source>Reordered / duplicated probes</source>
        <translation>乱序 / 重复的探测包</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="404"/>
        <source>Round trip p50 while this way is busy</source>
        <translation>该方向繁忙时的往返时间 p50</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="406"/>
        <source>UDP probes sent while one TCP stream fills this direction: a large rise means queues on the path (bufferbloat).</source>
        <translation>在一个 TCP 流占满该方向时发送的 UDP 探测包：大幅上升意味着路径上存在排队（缓冲膨胀）。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="409"/>
        <source>TCP request/response p50</source>
        <translation>TCP 请求/响应 p50</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="411"/>
        <source>Small messages back and forth on one TCP connection, like a pipeline stage handing on one token&apos;s activations.</source>
        <translation>在一条 TCP 连接上来回传递的小消息，就像流水线的一个阶段把一个 token 的激活值传给下一阶段。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="418"/>
        <source>Throughput, 1 stream</source>
        <translation>吞吐量，1 个流</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="425"/>
        <source>Throughput, %1, both ways at once</source>
        <translation>吞吐量，%1，双向同时</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="430"/>
        <source>TCP retransmits (1 stream / %1)</source>
        <translation>TCP 重传（1 个流 / %1）</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="432"/>
        <source>Segments the sender had to send again: a few are normal, many mean loss on the way.</source>
        <translation>发送端必须重新发送的分段：少量是正常的，大量则意味着途中有丢包。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="437"/>
        <source>Path MTU</source>
        <translation>路径 MTU</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="435"/>
        <source>The largest packet that went there and back without being split.</source>
        <translation>能够不被分片地往返一次的最大数据包。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="438"/>
        <source>Client interface</source>
        <translation>客户端接口</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="439"/>
        <source>Server interface</source>
        <translation>服务器接口</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="442"/>
        <source>%1 % on one stream</source>
        <translation>单个流时为 %1%</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="446"/>
        <source>%1 % on %2</source>
        <translation>%2 时为 %1%</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="449"/>
        <source>Share of the negotiated %1</source>
        <translation>占协商速率 %1 的比例</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="450"/>
        <source>TCP payload compared with the speed the network cards negotiated; headers take a few percent, so about 94 % is a full gigabit link.</source>
        <translation>TCP 有效载荷与网卡协商速率之比；包头会占用几个百分点，因此约 94% 就表示千兆链路已经跑满。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>Share of the negotiated speed</source>
        <translation>占协商速率的比例</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>unknown: the interfaces did not report a speed</source>
        <translation>未知：接口没有报告速率</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="470"/>
        <source>No warnings for this direction: nothing in this test crossed a warning threshold.</source>
        <translation>该方向没有警告：本次测试中没有任何数值超过警告阈值。</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="474"/>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMap</name>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="83"/>
        <source>Link matrix</source>
        <translation>链路矩阵</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="85"/>
        <source>Rows: the machine that sends. Columns: the machine that receives. Use the arrow keys to move between cells; the details of the selected cell are shown next to the table.</source>
        <translation>行：发送的机器。列：接收的机器。用方向键在单元格之间移动；所选单元格的详细信息显示在表格旁边。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMapModel</name>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="134"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="136"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="139"/>
        <source>measuring %1 %</source>
        <translation>测量中 %1%</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="147"/>
        <source>no figure</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="149"/>
        <source>same host</source>
        <translation>同一主机</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="151"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="153"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="167"/>
        <source>%1 with itself: nothing to measure</source>
        <translation>%1 与自身：无需测量</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="169"/>
        <source>%1: not measured in this run</source>
        <translation>%1：本次运行未测量</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="171"/>
        <source>%1: waiting for its turn</source>
        <translation>%1：正在排队等待</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="173"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="175"/>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="177"/>
        <source>%1: %2 was not measured</source>
        <translation>%1：%2 未测量</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="179"/>
        <source>%1: same host, the traffic never left the machine; not a network figure</source>
        <translation>%1：同一主机，流量从未离开这台机器；不是网络数据</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="181"/>
        <source>%1: the test failed; select it for the reason</source>
        <translation>%1：测试失败；选中它即可查看原因</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="183"/>
        <source>%1: cancelled before it finished</source>
        <translation>%1：在完成前已取消</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>to %1</source>
        <translation>发往 %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="258"/>
        <source>Column: %1 receives</source>
        <translation>列：%1 接收</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="259"/>
        <source>Row: %1 sends</source>
        <translation>行：%1 发送</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LlamaCppPanel</name>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="36"/>
        <source>Q4_0 (4 bits a weight: the smallest, the fastest)</source>
        <translation>Q4_0（每个权重 4 位：最小、最快）</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="38"/>
        <source>Q8_0 (8 bits a weight)</source>
        <translation>Q8_0（每个权重 8 位）</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="40"/>
        <source>F16 (16 bits a weight: the largest)</source>
        <translation>F16（每个权重 16 位：最大）</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="50"/>
        <source>A GGUF f&amp;ile on the machines:</source>
        <translation>机器上的 GGUF 文件(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="56"/>
        <source>The model file&apos;s absolute path on the machines: on the first machine, and on every machine for one copy per machine (the same path on each). A split over RPC sends the layers to the other machines itself.</source>
        <translation>模型文件在机器上的绝对路径：放在第一台机器上；若每台机器一个副本，则每台机器上都要有（路径相同）。通过 RPC 拆分时，各层会自动发送到其他机器。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="59"/>
        <source>A pr&amp;eset ShardScope writes:</source>
        <translation>ShardScope 生成的预设模型(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="62"/>
        <source>A model of that shape with random weights, written by the agent in its own folder on the machines (removed with the agent). It answers nonsense, but as fast as the real model of that size would.</source>
        <translation>一个该结构、权重随机的模型，由代理程序写入它在机器上的专属文件夹（随代理程序一起删除）。它的回答毫无意义，但速度与同样大小的真实模型相同。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="67"/>
        <source>Preset model</source>
        <translation>预设模型</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="78"/>
        <source>&amp;Quantization:</source>
        <translation>量化(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="86"/>
        <source>empty: where the machines&apos; inventory found llama-server</source>
        <translation>留空：使用清点机器时找到的 llama-server</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="88"/>
        <source>The folder that holds llama-server and rpc-server (llama.cpp&apos;s build/bin), the same path on every machine. A split over RPC needs a build with RPC (cmake -DGGML_RPC=ON) and the same build on every machine.</source>
        <translation>包含 llama-server 和 rpc-server 的文件夹（llama.cpp 的 build/bin），每台机器上路径相同。通过 RPC 拆分需要启用了 RPC 的构建（cmake -DGGML_RPC=ON），并且每台机器上的构建相同。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="91"/>
        <source>llama.cpp fol&amp;der:</source>
        <translation>llama.cpp 文件夹(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="101"/>
        <source>Note: llama.cpp&apos;s rpc-server has no authentication: whoever reaches its port can use it. ShardScope starts it only for a split, only while the test runs, bound to the machine&apos;s cluster address (never to every network), and stops it at the end. Run a split on a network you trust.</source>
        <translation>注意：llama.cpp 的 rpc-server 没有任何身份验证：任何能访问其端口的人都能使用它。ShardScope 只在拆分时、且只在测试运行期间启动它，绑定到该机器的集群地址（绝不绑定到所有网络），并在结束时停止它。请只在你信任的网络中进行拆分。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="181"/>
        <source>Give the model file&apos;s path on the machines, such as /home/you/models/model.gguf, or choose a preset.</source>
        <translation>请填写模型文件在机器上的路径，例如 /home/you/models/model.gguf，或选择一个预设模型。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="184"/>
        <source>Give the model file&apos;s whole path on the machines, from the root: /home/you/models/%1.</source>
        <translation>请填写模型文件在机器上从根目录开始的完整路径：/home/you/models/%1。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="188"/>
        <source>Check the machines llama.cpp runs on.</source>
        <translation>请勾选运行 llama.cpp 的机器。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="195"/>
        <source>%1 has no cluster address, so llama.cpp cannot listen on it: connect it on the Machines page, or give it by its IP address.</source>
        <translation>%1 没有集群地址，因此 llama.cpp 无法在它上面监听：请在“你的机器”页面连接它，或改用它的 IP 地址添加它。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="201"/>
        <source>ShardScope does not know where llama-server is on %1: give the llama.cpp folder.</source>
        <translation>ShardScope 不知道 %1 上的 llama-server 在哪里：请填写 llama.cpp 文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="205"/>
        <source>ShardScope does not know where rpc-server is on %1: give the llama.cpp folder of a build with RPC.</source>
        <translation>ShardScope 不知道 %1 上的 rpc-server 在哪里：请填写启用了 RPC 的 llama.cpp 构建所在的文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="223"/>
        <location filename="../ui/LlamaCppPanel.cpp" line="305"/>
        <source>(Details: %1)</source>
        <translation>（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="227"/>
        <source>llama.cpp did not start or did not get ready. Check the llama.cpp folder (llama-server and, for a split, rpc-server must be there on every machine), that the model fits each machine&apos;s memory, and the end of the server&apos;s output below.</source>
        <translation>llama.cpp 没有启动或没有就绪。请检查 llama.cpp 文件夹（每台机器上都必须有 llama-server，拆分时还要有 rpc-server）、模型能否放进每台机器的内存，以及下方服务器输出的末尾。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="234"/>
        <source>The model file %1 could not be read. Check that the path is right on every machine that loads it (each machine for one copy per machine), that the file is a GGUF model and that your login on the machines may read it.</source>
        <translation>无法读取模型文件 %1。请检查：每台加载它的机器上路径都正确（每台机器一个副本时即所有机器），该文件是 GGUF 模型，并且你在这些机器上的登录用户有权读取它。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="241"/>
        <source>The preset&apos;s model file could not be written. Check that the machine&apos;s disk has room for it (its agent&apos;s folder, under ~/.cache/shardscope).</source>
        <translation>无法写入预设模型的文件。请检查该机器的磁盘是否有足够空间（它的代理程序文件夹，位于 ~/.cache/shardscope 下）。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="246"/>
        <source>llama.cpp cannot run this way on these machines.</source>
        <translation>llama.cpp 无法以这种方式在这些机器上运行。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="250"/>
        <source>llama.cpp could not be measured.</source>
        <translation>无法测量 llama.cpp。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LlamaCppPanel.cpp" line="280"/>
        <source>The model %1 (%n layer(s)) was loaded in %2 s.</source>
        <translation>
            <numerusform>模型 %1（%n 层）加载用时 %2 秒。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="285"/>
        <source>The preset&apos;s file was there already.</source>
        <translation>预设模型的文件已经存在。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="286"/>
        <source>Writing the preset&apos;s file took %1 s.</source>
        <translation>写入预设模型的文件用时 %1 秒。</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="290"/>
        <source>To start the same servers without ShardScope, run these lines:</source>
        <translation>要在没有 ShardScope 的情况下启动相同的服务器，请运行以下命令行：</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="295"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MachinesPage</name>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="80"/>
        <source>Your machines</source>
        <translation>你的机器</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="97"/>
        <source>Inventory in progress</source>
        <translation>正在清点</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="82"/>
        <source>This computer and the machines you add: ShardScope connects to them over SSH and its agent lists their GPUs, memory and network interfaces. Warnings below say what could slow down inference split across machines.</source>
        <translation>本机以及你添加的机器：ShardScope 通过 SSH 连接它们，由它的代理程序列出它们的 GPU、内存和网络接口。下方的警告会说明哪些因素可能拖慢拆分到多台机器上的推理。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="99"/>
        <source>Connect a&amp;ll</source>
        <translation>全部连接(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="102"/>
        <source>Inventory this computer and every machine in the list (connects over SSH, copies the agent)</source>
        <translation>清点本机和列表中的每台机器（通过 SSH 连接，并复制代理程序）</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="104"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="106"/>
        <source>Stop connecting; what is done stays</source>
        <translation>停止连接；已完成的部分会保留</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>SSH address</source>
        <translation>SSH 地址</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="138"/>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="140"/>
        <source>Add a machine that you reach over SSH</source>
        <translation>添加一台可以通过 SSH 访问的机器</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="141"/>
        <source>Edi&amp;t…</source>
        <translation>编辑(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="143"/>
        <source>&amp;Import from SSH config…</source>
        <translation>从 SSH 配置导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="145"/>
        <source>Add machines listed in ~/.ssh/config</source>
        <translation>添加 ~/.ssh/config 中列出的机器</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="146"/>
        <location filename="../ui/MachinesPage.cpp" line="482"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="148"/>
        <source>Forget the selected machine and its stored inventories</source>
        <translation>忘记所选机器及其已保存的清单</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="177"/>
        <source>E&amp;xport PDF…</source>
        <translation>导出 PDF(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="179"/>
        <source>Save the inventory and the warnings as a PDF file</source>
        <translation>将清单和警告保存为 PDF 文件</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="183"/>
        <source>&amp;Machines:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="186"/>
        <source>&amp;Details of the selected machine:</source>
        <translation>所选机器的详细信息(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="187"/>
        <source>&amp;Warnings:</source>
        <translation>警告(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="473"/>
        <source>Remove %1?</source>
        <translation>移除 %1？</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="474"/>
        <source>Remove %1 from ShardScope?</source>
        <translation>要从 ShardScope 中移除 %1 吗？</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="479"/>
        <source>ShardScope forgets this machine and its stored inventories. Nothing on the machine itself is changed: to delete the ShardScope agent there, use &quot;Remove from machines&quot; on the next page first.</source>
        <translation>ShardScope 会忘记这台机器及其已保存的清单。机器本身不会有任何改动：如果要删除那里的 ShardScope 代理程序，请先在下一页使用“从机器移除”。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="659"/>
        <source>Connecting to your machines: %1 of %2 done%3. Each row shows where its machine is.</source>
        <translation>正在连接你的机器：已完成 %1 / %2 台%3。每一行显示对应机器的当前进度。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="690"/>
        <source>Machines inventoried in this session: %1 of %2.</source>
        <translation>本次会话已清点的机器：%1 / %2。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="503"/>
        <source>That did not work: %1.</source>
        <translation>操作未成功：%1。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="515"/>
        <source>Saved the inventory to %1.</source>
        <translation>清单已保存到 %1。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="530"/>
        <source>Export the inventory as PDF</source>
        <translation>将清单导出为 PDF</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="531"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="610"/>
        <source>Warnings appear here once a machine has been inventoried.</source>
        <translation>清点过机器后，警告会显示在这里。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="625"/>
        <location filename="../ui/MachinesPage.cpp" line="626"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="643"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="655"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="663"/>
        <source>, this computer still running</source>
        <translation>，本机仍在清点中</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="673"/>
        <source>Click Connect all to inventory this computer.</source>
        <translation>点击“全部连接”以清点本机。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="682"/>
        <source>Add your other machines with the Add… or Import from SSH config… button.</source>
        <translation>用“添加…”或“从 SSH 配置导入…”按钮添加你的其他机器。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="667"/>
        <source>Inventorying this computer with the ShardScope agent… This usually takes a few seconds.</source>
        <translation>正在用 ShardScope 代理程序清点本机…通常只需几秒钟。</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="677"/>
        <source>This computer: %1</source>
        <translation>本机：%1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NetworkPage</name>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="46"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="47"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="83"/>
        <source>How good are your links?</source>
        <translation>你的链路质量如何？</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="84"/>
        <source>ShardScope measures every pair of machines directly, one pair at a time: round trips, jitter and loss with small probes, then throughput in each direction with one and with several TCP streams. The traffic goes machine to machine on the cluster interface, never through this computer.</source>
        <translation>ShardScope 会直接测量每一对机器，一次测一对：先用小型探测包测量往返时间、抖动和丢包，再分别用一个和多个 TCP 流测量每个方向的吞吐量。流量通过集群接口在机器之间直接传输，从不经过本机。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="93"/>
        <source>Machines to test</source>
        <translation>要测试的机器</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="94"/>
        <source>&amp;Machines to test:</source>
        <translation>要测试的机器(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="102"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="104"/>
        <source>How long each throughput phase sends: one and several streams, each direction alone and both at once. Longer gives steadier figures.</source>
        <translation>每个吞吐量阶段的发送时长：单个流和多个流，各方向单独测试以及双向同时测试。时间越长，数值越稳定。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="111"/>
        <source>Parallel TCP streams of the second throughput measurement: several streams show what the link carries when one stream cannot fill it.</source>
        <translation>第二次吞吐量测量所用的并行 TCP 流数：多个流能显示一个流无法占满链路时链路能承载的量。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="119"/>
        <source>Small UDP probes for the round trip, jitter and loss (one every %1 ms), and as many TCP request/response round trips.</source>
        <translation>用于测量往返时间、抖动和丢包的小型 UDP 探测包数量（每 %1 ms 发送一个），以及同样数量的 TCP 请求/响应往返。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="122"/>
        <source>Seconds per &amp;phase:</source>
        <translation>每阶段秒数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="124"/>
        <source>Parallel &amp;streams:</source>
        <translation>并行流数(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="126"/>
        <source>&amp;Latency probes:</source>
        <translation>延迟探测包数(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="128"/>
        <source>&amp;One pair at a time (Wi-Fi, a hub, one shared uplink)</source>
        <translation>一次只测一对（Wi-Fi、集线器、共享上行链路）(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="131"/>
        <source>By default, pairs that share no machine are measured at the same time, in rounds: on a switched network each pair has links of its own. Where all machines share one medium they would slow each other down: check this to measure every pair alone.</source>
        <translation>默认情况下，没有共同机器的各对会按轮次同时测量：在交换式网络中，每一对都有自己的链路。如果所有机器共享同一介质，它们会互相拖慢：勾选此项可单独测量每一对。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="149"/>
        <source>&amp;Run link test</source>
        <translation>运行链路测试(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="153"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="157"/>
        <source>Pairs measured</source>
        <translation>已测量的机器对</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="173"/>
        <source>Figure shown in the matrix</source>
        <translation>矩阵中显示的指标</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="178"/>
        <source>Sho&amp;w:</source>
        <translation>显示(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="180"/>
        <source>Rows send, columns receive.</source>
        <translation>行为发送端，列为接收端。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="264"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>斜线填充：两端是同一主机，不是网络数据。灰色：测试失败。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="356"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="361"/>
        <source>Other machines reach %1 at %2 in the test.</source>
        <translation>测试中，其他机器通过 %2 访问 %1。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="363"/>
        <source>%1: no cluster address</source>
        <translation>%1：没有集群地址</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="367"/>
        <source>ShardScope does not know which address the other machines reach %1 at. Click Connect all on the Machines page so that its interfaces are known and choose its cluster interface with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope 不知道其他机器应通过哪个地址访问 %1。请在“你的机器”页面点击“全部连接”以获取它的网络接口，然后用“编辑…”选择它的集群接口，或者为它填写一个数字 IP 地址。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="392"/>
        <source>About %1 per pair.</source>
        <translation>每对约 %1。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="394"/>
        <source>About %1 for the one pair.</source>
        <translation>这一对约需 %1。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="151"/>
        <source>Measure every pair of the checked machines</source>
        <translation>测量所勾选机器的每一对</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="396"/>
        <source>About %1 per pair; %2 pairs one after another take about %3.</source>
        <translation>每对约 %1；%2 对逐一测量约需 %3。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="402"/>
        <source>About %1 per pair; %2 pairs in %3 rounds of pairs that share no machine take about %4.</source>
        <translation>每对约 %1；%2 对分 %3 轮（每轮各对没有共同机器）约需 %4。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="435"/>
        <source>%1 of %2 pairs</source>
        <translation>%1 / %2 对</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="437"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="442"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>正在连接 %1 台机器并启动它们的代理程序…</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="445"/>
        <source>There are no other machines yet. Go back and add them on the Machines page: a link test needs at least two.</source>
        <translation>还没有其他机器。请返回“你的机器”页面添加：链路测试至少需要两台机器。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="448"/>
        <source>Check at least two machines to measure the links between them.</source>
        <translation>请至少勾选两台机器，以测量它们之间的链路。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="452"/>
        <source>Click Run link test to measure every pair of the checked machines.</source>
        <translation>点击“运行链路测试”以测量所有已勾选机器两两之间的链路。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="503"/>
        <source>This run is stored as it goes: the results stay after a restart.</source>
        <translation>本次运行会边测边保存：重启后结果仍然保留。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="504"/>
        <source>There is no database: this run is not kept.</source>
        <translation>没有数据库：本次运行不会被保留。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="570"/>
        <source>%1: done.</source>
        <translation>%1：完成。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="600"/>
        <source>Measured %1 of %2 pairs.</source>
        <translation>已测量 %1 / %2 对。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="602"/>
        <source>%1 failed: select a grey cell for the reason.</source>
        <translation>%1 对失败：选择灰色单元格即可查看原因。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="604"/>
        <source>%1 cancelled.</source>
        <translation>%1 对已取消。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="611"/>
        <source>Stored: this run is shown again when you come back, also after a restart.</source>
        <translation>已保存：下次回到这里时会再次显示本次运行，重启后也一样。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="613"/>
        <source>Its pairs are stored, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>其配对已保存，但运行如何结束未能保存：ShardScope 再次启动后，历史记录将其显示为已中断。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="624"/>
        <source>There is no database: link tests are not kept.</source>
        <translation>没有数据库：链路测试不会被保留。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="635"/>
        <source>No link test yet.</source>
        <translation>尚无链路测试。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="637"/>
        <location filename="../ui/NetworkPage.cpp" line="684"/>
        <source>Run a link test to see how fast and how steady the links between your machines are.</source>
        <translation>运行链路测试，看看你的机器之间的链路有多快、多稳定。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="653"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="656"/>
        <source>cancelled before the end</source>
        <translation>在结束前已取消</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="659"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="664"/>
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="667"/>
        <source>Showing the link test of %1 (%2, %3 machines). Run it again to compare.</source>
        <translation>正在显示 %1 的链路测试（%2，%3 台机器）。再运行一次即可进行比较。</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="670"/>
        <location filename="../ui/NetworkPage.cpp" line="686"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>选择矩阵中的一个单元格以查看其详细信息。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NodeDialog</name>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="29"/>
        <source>Add a machine</source>
        <translation>添加机器</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="31"/>
        <source>ShardScope reaches the machine over SSH, as you would with &quot;ssh -p PORT USER@ADDRESS&quot;. Nothing needs to be installed on it beforehand.</source>
        <translation>ShardScope 通过 SSH 访问该机器，就像你运行“ssh -p 端口 用户@地址”一样。无需事先在它上面安装任何东西。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="39"/>
        <source>for example node2</source>
        <translation>例如 node2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="42"/>
        <source>host name or IP address, e.g. 192.168.1.20</source>
        <translation>主机名或 IP 地址，例如 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="50"/>
        <source>empty: your user name on this computer</source>
        <translation>留空：使用你在本机上的用户名</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="53"/>
        <source>empty: ssh-agent and your default keys</source>
        <translation>留空：使用 ssh-agent 和你的默认密钥</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="54"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="63"/>
        <source>empty: choose later</source>
        <translation>留空：稍后选择</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="64"/>
        <source>The network interface this machine uses to talk to the other machines during split inference, e.g. the fastest wired one.</source>
        <translation>在拆分推理时，这台机器用来与其他机器通信的网络接口，例如速度最快的有线接口。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="68"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="69"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="70"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="71"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="72"/>
        <source>&amp;Identity file:</source>
        <translation>身份文件(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="74"/>
        <source>&amp;Cluster interface:</source>
        <translation>集群接口(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="108"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="130"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="137"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="166"/>
        <source>Enter a name for the machine, for example node2.</source>
        <translation>请为机器输入一个名称，例如 node2。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="168"/>
        <source>The name is too long: use at most 64 characters.</source>
        <translation>名称太长：最多 64 个字符。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="170"/>
        <source>The name must not contain line breaks, tabs or other control characters.</source>
        <translation>名称中不能包含换行符、制表符或其他控制字符。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="172"/>
        <source>The name must not contain a comma: the command line separates names with commas.</source>
        <translation>名称中不能包含逗号：命令行用逗号分隔名称。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="179"/>
        <source>The address must not contain spaces or control characters.</source>
        <translation>地址中不能包含空格或控制字符。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="188"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>端口必须是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="195"/>
        <source>The identity file&apos;s path must not contain control characters.</source>
        <translation>密钥文件的路径中不能包含控制字符。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="197"/>
        <source>%1 is not a network interface name (at most 15 characters, no /, :, spaces or control characters).</source>
        <translation>%1 不是网络接口名称（最多 15 个字符，不能包含 /、:、空格或控制字符）。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="214"/>
        <source>Another machine is already called %1: choose another name.</source>
        <translation>已有另一台机器名为 %1：请换一个名称。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="174"/>
        <source>&quot;%1&quot; is the name of the machine ShardScope runs on: choose another name.</source>
        <translation>“%1”是运行 ShardScope 的这台机器的名称：请换一个名称。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="177"/>
        <source>Enter the machine&apos;s address: its host name or IP address.</source>
        <translation>请输入机器的地址：主机名或 IP 地址。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="181"/>
        <source>Enter only the address here; the user name (before the @) goes into User.</source>
        <translation>这里只填写地址；用户名（@ 前面的部分）请填到“用户”中。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="183"/>
        <source>Enter the address without a port; the port goes into Port.</source>
        <translation>请输入不带端口的地址；端口请填到“端口”中。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="185"/>
        <source>The address may contain only letters, digits, dots and hyphens, and must not start with a hyphen.</source>
        <translation>地址只能包含字母、数字、点和连字符，且不能以连字符开头。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="191"/>
        <source>Enter only the user name here, without @ and the address.</source>
        <translation>这里只填写用户名，不要带 @ 和地址。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="192"/>
        <source>The user name may contain only letters, digits, dots, hyphens and underscores, and must not start with a hyphen.</source>
        <translation>用户名只能包含字母、数字、点、连字符和下划线，且不能以连字符开头。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="228"/>
        <source>The identity file %1 does not exist. Choose your private key with Browse…, or leave the field empty to use ssh-agent and your default keys.</source>
        <translation>身份文件 %1 不存在。请用“浏览…”选择你的私钥，或将此字段留空以使用 ssh-agent 和你的默认密钥。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="232"/>
        <source>%1 is not a file: choose your private key file.</source>
        <translation>%1 不是文件：请选择你的私钥文件。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="234"/>
        <source>You may not read the identity file %1.</source>
        <translation>你没有读取身份文件 %1 的权限。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="236"/>
        <source>%1 is the public half of a key. Choose the private key: the file of the same name without .pub.</source>
        <translation>%1 是密钥的公钥部分。请选择私钥：即同名但不带 .pub 的文件。</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="258"/>
        <source>Choose your private SSH key</source>
        <translation>选择你的 SSH 私钥</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ResultsPage</name>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="97"/>
        <source>What the benchmark showed</source>
        <translation>基准测试的结果</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="98"/>
        <source>The answer first, then the measurements behind it. Everything here comes from the stored run, so it looks the same tomorrow and in the PDF.</source>
        <translation>先给出答案，再给出其背后的测量数据。这里的一切都来自已保存的运行，因此明天再看或在 PDF 中看都完全一样。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="158"/>
        <source>Sho&amp;w:</source>
        <translation>显示(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="164"/>
        <source>Rows send, columns receive.</source>
        <translation>行为发送端，列为接收端。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="174"/>
        <source>Design rules</source>
        <translation>设计规则</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Design rule</source>
        <translation>设计规则</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="193"/>
        <source>The links the analysis used</source>
        <translation>分析所用的链路</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="199"/>
        <source>The setup check of these machines</source>
        <translation>这些机器的配置检查</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="206"/>
        <source>Design rules for splitting a model over a network</source>
        <translation>通过网络拆分模型的设计规则</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="208"/>
        <source>Each rule is met, not met, or not tested by this run, with the evidence.</source>
        <translation>每条规则在本次运行中要么满足、要么未满足、要么未测试，并附有依据。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="219"/>
        <source>Steps of the serving run</source>
        <translation>服务运行的各个步骤</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p50</source>
        <translation>首 token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p99</source>
        <translation>首 token p99</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Per token p50</source>
        <translation>每 token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Between tokens p50</source>
        <translation>token 间隔 p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="223"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="238"/>
        <source>How the servers were started</source>
        <translation>服务器的启动方式</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="248"/>
        <source>Each step</source>
        <translation>各个步骤</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="329"/>
        <source>Run %1 cannot be shown: %2. Run the benchmark again on the Inference page.</source>
        <translation>无法显示运行 %1：%2。请在推理页面重新运行基准测试。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="335"/>
        <source>There is no database, so there are no stored results to show.</source>
        <translation>没有数据库，因此没有可显示的已保存结果。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="336"/>
        <source>No benchmark has run yet. Go back to the Inference page and run one: its results appear here.</source>
        <translation>还没有运行过基准测试。请返回推理页面运行一次：其结果会显示在这里。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="354"/>
        <source>Run %1 of %2 on %3, started %4.</source>
        <translation>运行 %1：在 %3 上运行 %2，开始于 %4。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="367"/>
        <source>Splits and copies ran over %n sets of machines: %1.</source>
        <translation>
            <numerusform>拆分运行和副本运行共使用了 %n 个机器组合：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="371"/>
        <source>It was cancelled: only the layouts that finished are shown.</source>
        <translation>它已被取消：只显示已完成的并行方式。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="373"/>
        <source>It failed: only the layouts that finished are shown.</source>
        <translation>它失败了：只显示已完成的并行方式。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="376"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the layouts that finished are shown.</source>
        <translation>它被中断了（运行期间 ShardScope 或计算机停止了）：只显示已完成的布局。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="380"/>
        <source>It is still running: only the layouts that finished so far are shown.</source>
        <translation>它仍在运行：只显示到目前为止已完成的布局。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="407"/>
        <source>No prediction: there is no link test of these machines. Measure the links on the Network page, then run the benchmark again.</source>
        <translation>无预测：这些机器没有链路测试。请在网络页面测量链路，然后重新运行基准测试。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="411"/>
        <source>No prediction: it needs a tensor or pipeline parallel run that finished.</source>
        <translation>无预测：需要一次已完成的张量并行或流水线并行运行。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="437"/>
        <source>Serving run %1: %2 at %3, model %4, %5, started %6. The requests were sent from %7.</source>
        <translation>服务运行 %1：%2，位于 %3，模型 %4，%5，开始于 %6。请求从 %7 发出。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="440"/>
        <source>not named</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="443"/>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="446"/>
        <source>Sampled while it ran: %1.</source>
        <translation>运行期间采样的机器：%1。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="448"/>
        <source>It was cancelled: only the steps that finished count.</source>
        <translation>它已被取消：只计入已完成的步骤。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="450"/>
        <source>It failed: only the steps measured cleanly count.</source>
        <translation>它失败了：只计入无错误完成测量的步骤。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="453"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the steps that finished count.</source>
        <translation>它被中断了（运行期间 ShardScope 或计算机停止了）：只计入已完成的步骤。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="456"/>
        <source>It is still running: only the steps done so far are shown.</source>
        <translation>它仍在运行：只显示到目前为止已完成的步骤。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="468"/>
        <source>Compared: %n serving run(s) of this model on this server.</source>
        <translation>
            <numerusform>比较对象：该模型在此服务器上的 %n 次服务运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="474"/>
        <source>%n request(s) at once: %1.</source>
        <translation>
            <numerusform>并发 %n 个请求：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="479"/>
        <source>These steps are not clean results and are left out of the charts:</source>
        <translation>以下步骤不是有效的结果，未纳入图表：</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="518"/>
        <source>%1 % of answered</source>
        <translation>占已回答的 %1%</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="520"/>
        <source>no targets</source>
        <translation>无目标</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="543"/>
        <source>%1 was not sampled: %2</source>
        <translation>%1 未采样：%2</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="548"/>
        <source>GPU %1 of %2 was idle the whole step: the server placed no work there.</source>
        <translation>%2 的 GPU %1 在整个步骤中都处于空闲状态：服务器没有把任何工作放在那里。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="553"/>
        <source>%1&apos;s network carried %2 per generated token.</source>
        <translation>%1 的网络每生成一个 token 传输 %2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="558"/>
        <source>At %n request(s) at once:</source>
        <translation>
            <numerusform>并发 %n 个请求时：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results to show</source>
        <translation>没有可显示的结果</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results yet</source>
        <translation>尚无结果</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="602"/>
        <source>On your own server (%n serving run(s)): %1.</source>
        <translation>
            <numerusform>在你自己的服务器上（%n 次服务运行）：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="610"/>
        <source>Read these figures with care:</source>
        <translation>请谨慎看待这些数据：</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="621"/>
        <source>The link test of these machines from %1 (run %2): the what-if and the network rules use its round trips and throughput. Each cell is one direction between two machines.</source>
        <translation>这些机器在 %1 的链路测试（运行 %2）：假设分析和网络规则使用它的往返时间和吞吐量。每个单元格代表两台机器之间的一个方向。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="629"/>
        <source>No link test measured every pair of these machines before this run, so the network figures are missing. Measure the links on the Network page.</source>
        <translation>在本次运行之前，没有链路测试测量过这些机器中的每一对，因此缺少网络数据。请在网络页面测量链路。</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="651"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>斜线填充：两端是同一主机，不是网络数据。灰色：测试失败。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ServePanel</name>
    <message>
        <location filename="../ui/ServePanel.cpp" line="68"/>
        <source>warming the server up (not counted)</source>
        <translation>正在预热服务器（不计入）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="71"/>
        <source>%1 requests answered, %2 failed</source>
        <translation>%1 个请求已回答，%2 个失败</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="80"/>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="144"/>
        <source>Measure the server you already run (llama.cpp&apos;s llama-server, vLLM, Ollama, LM Studio or any OpenAI-compatible server) the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once. The requests are sent from one of your machines, next to the server, so this computer&apos;s own network is not part of what is measured, while every machine below samples its processors, GPUs and network.</source>
        <translation>按照 vLLM 自带基准测试的方式，测量你已经在运行的服务器（llama.cpp 的 llama-server、vLLM、Ollama、LM Studio 或任何兼容 OpenAI 的服务器）：在每种并发请求数下测量首 token 时间、每个 token 的时间和每秒 token 数。请求从你的一台机器（紧挨着服务器）发出，因此本机自身的网络不在测量范围内；同时，下方的每台机器都会对自己的处理器、GPU 和网络进行采样。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="150"/>
        <source>ShardScope starts llama.cpp (your own build of llama-server and rpc-server) on the checked machines, loads the model, and measures it the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once, while every machine samples its processors, GPUs and network. The time to load the model is measured too. When the run ends, is cancelled or fails, ShardScope stops every server it started.</source>
        <translation>ShardScope 在勾选的机器上启动 llama.cpp（你自己构建的 llama-server 和 rpc-server），加载模型，并按照 vLLM 自带基准测试的方式进行测量：在每种并发请求数下测量首 token 时间、每个 token 的时间和每秒 token 数；同时，每台机器都会对自己的处理器、GPU 和网络进行采样。模型的加载时间也会被测量。运行结束、被取消或失败时，ShardScope 会停止它启动的所有服务器。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Cluster address</source>
        <translation>集群地址</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="165"/>
        <source>Machines the server runs on</source>
        <translation>服务器运行所在的机器</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="166"/>
        <source>Machines llama.cpp runs on</source>
        <translation>运行 llama.cpp 的机器</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="172"/>
        <source>The server runs on these &amp;machines:</source>
        <translation>服务器运行在以下机器上(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="173"/>
        <source>llama.cpp runs on these &amp;machines (the first checked one runs llama-server, the one you send the requests to):</source>
        <translation>llama.cpp 运行在以下机器上（勾选的第一台运行 llama-server，请求发往这台）(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="183"/>
        <source>The server&apos;s address as the machine that sends the requests reaches it: http://address:port, with a path when the API is not at the root. llama-server listens on port 8080, vLLM on 8000, Ollama on 11434.</source>
        <translation>发送请求的机器访问服务器时所用的地址：http://地址:端口；如果 API 不在根路径下，还要加上路径。llama-server 监听端口 8080，vLLM 为 8000，Ollama 为 11434。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="189"/>
        <source>as the server names it; empty: the one model it lists</source>
        <translation>填写服务器所用的名称；留空：使用它列出的唯一模型</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="193"/>
        <source>only if the server asks for one</source>
        <translation>仅当服务器要求时填写</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="194"/>
        <source>Sent as a bearer token. Kept in memory while ShardScope runs: never stored, never put on a command line.</source>
        <translation>作为 bearer token 发送。只在 ShardScope 运行期间保存在内存中：从不存储，也从不放到命令行上。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="198"/>
        <source>Ask the server</source>
        <translation>询问服务器</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="199"/>
        <source>OpenAI completions (/v1/completions)</source>
        <translation>OpenAI completions (/v1/completions)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="201"/>
        <source>OpenAI chat (/v1/chat/completions)</source>
        <translation>OpenAI chat (/v1/chat/completions)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="203"/>
        <source>llama.cpp (/completion)</source>
        <translation>llama.cpp (/completion)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="204"/>
        <source>Ollama (/api/generate)</source>
        <translation>Ollama (/api/generate)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="209"/>
        <source>The machine whose agent sends the requests. The first machine of the server is best: then only the server is measured. This computer adds its own network (Wi-Fi, say) to every figure.</source>
        <translation>由哪台机器的代理程序发送请求。最好选择服务器的第一台机器：这样测量的只有服务器本身。本机会把它自己的网络（例如 Wi-Fi）叠加到每个数据上。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="221"/>
        <source>One machine</source>
        <translation>单台机器</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="222"/>
        <source>Split over RPC</source>
        <translation>通过 RPC 拆分</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="223"/>
        <source>One copy per machine</source>
        <translation>每台机器一个副本</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="227"/>
        <source>How your server spreads the model over the machines, as you started it. ShardScope cannot see it; the verdict compares runs by it (llama.cpp&apos;s RPC is pipeline parallel).</source>
        <translation>你启动服务器时，它把模型分布到各台机器上的方式。ShardScope 无法看到这一点；结论会按它来比较各次运行（llama.cpp 的 RPC 属于流水线并行）。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="229"/>
        <source>One machine: llama-server on the first checked machine alone. Split over RPC: an rpc-server on every other checked machine holds a share of the layers, and llama-server on the first uses them. One copy per machine: llama-server with the whole model on every checked machine, the requests sent to each in turn.</source>
        <translation>单台机器：只在勾选的第一台机器上运行 llama-server。通过 RPC 拆分：其他每台勾选的机器上各运行一个 rpc-server，保存一部分层，由第一台机器上的 llama-server 使用。每台机器一个副本：每台勾选的机器上都运行载有完整模型的 llama-server，请求轮流发给各台机器。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="242"/>
        <source>How many requests are in flight at once, separated by commas: each number is one step.</source>
        <translation>同时处理的请求数，用逗号分隔：每个数字对应一个步骤。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="247"/>
        <location filename="../ui/ServePanel.cpp" line="252"/>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="253"/>
        <source>Every answer is this long: the server is asked to ignore its end-of-sequence token.</source>
        <translation>每个回答都是这个长度：会要求服务器忽略它的序列结束 token。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="260"/>
        <source>Requests counted at each step, after %n warm-up request(s) that are not.</source>
        <translation>
            <numerusform>每个步骤统计的请求数，不包括之前不计入的 %n 个预热请求。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="265"/>
        <source>Server &amp;address:</source>
        <translation>服务器地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="266"/>
        <source>M&amp;odel name:</source>
        <translation>模型名称(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="267"/>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="268"/>
        <source>&amp;Dialect:</source>
        <translation>API 格式(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="271"/>
        <source>Send the requests &amp;from:</source>
        <translation>请求发送自(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>The server &amp;runs the model as:</source>
        <translation>服务器的模型运行方式(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>llama.cpp &amp;runs the model as:</source>
        <translation>llama.cpp 的模型运行方式(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="274"/>
        <source>Requests at o&amp;nce:</source>
        <translation>并发请求数(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="277"/>
        <source>in,</source>
        <translation>输入，</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="279"/>
        <source>out,</source>
        <translation>输出，</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="281"/>
        <source>requests a step</source>
        <translation>个请求/步</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="283"/>
        <source>&amp;Workload:</source>
        <translation>负载(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="295"/>
        <source>vLLM &amp;launch lines…</source>
        <translation>vLLM 启动命令(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="298"/>
        <source>The commands that start vLLM over the checked machines with the cluster interface pinned, to copy. ShardScope does not start vLLM.</source>
        <translation>在已勾选的机器上启动 vLLM 并固定使用集群接口的命令，供你复制。ShardScope 不会启动 vLLM。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>Your server</source>
        <translation>你的服务器</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>llama.cpp on your machines</source>
        <translation>你的机器上的 llama.cpp</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>Measure &amp;the server</source>
        <translation>测量服务器(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>&amp;Start and measure</source>
        <translation>启动并测量(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="316"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="320"/>
        <source>Steps done</source>
        <translation>已完成的步骤</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Requests at once</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>First token (median)</source>
        <translation>首 token（中位数）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Per token (median)</source>
        <translation>每 token（中位数）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="333"/>
        <source>Steps of this serving run</source>
        <translation>本次服务运行的各个步骤</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="343"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="410"/>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="411"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="432"/>
        <location filename="../ui/ServePanel.cpp" line="436"/>
        <source>This computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="492"/>
        <source>Give the server&apos;s address, such as http://192.168.1.20:8080.</source>
        <translation>请填写服务器地址，例如 http://192.168.1.20:8080。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="494"/>
        <source>Give the requests at once as numbers from 1 to %1, separated by commas.</source>
        <translation>请用 1 到 %1 之间的数字填写并发请求数，用逗号分隔。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="497"/>
        <source>%1 needs at least two checked machines: check the machines the server runs on.</source>
        <translation>%1 至少需要两台已勾选的机器：请勾选服务器运行所在的机器。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="500"/>
        <source>This plan cannot run. (Details: %1)</source>
        <translation>此计划无法运行。（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="536"/>
        <source>No launch lines for these machines. (Details: %1)</source>
        <translation>无法为这些机器生成启动命令。（详细信息：%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="538"/>
        <source>vLLM over %n machine(s): tensor parallel %1, pipeline parallel %2. ShardScope does not start it: run these, in this order. The API key, if you want one, goes in the environment variable VLLM_API_KEY, never on the command line.</source>
        <translation>
            <numerusform>在 %n 台机器上运行 vLLM：张量并行 %1，流水线并行 %2。ShardScope 不会启动它：请按顺序运行以下命令。如果你需要 API 密钥，请放在环境变量 VLLM_API_KEY 中，切勿放在命令行上。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="547"/>
        <source>%1. On %2 (%3):</source>
        <translation>%1. 在 %2 上（%3）：</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="553"/>
        <source>Then give %1 as the server address here.</source>
        <translation>然后在这里填写 %1 作为服务器地址。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="556"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="563"/>
        <source>vLLM launch lines</source>
        <translation>vLLM 启动命令</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="570"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;P)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="598"/>
        <source>%n step(s) of %1 requests each, sent from %2.</source>
        <translation>
            <numerusform>%n 个步骤，每步 %1 个请求，从 %2 发出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="602"/>
        <source>%n machine(s) sampled while it runs.</source>
        <translation>
            <numerusform>运行期间对 %n 台机器进行采样。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="609"/>
        <source>%1 of %2 steps</source>
        <translation>%1 / %2 步</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="611"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="616"/>
        <source>Starting the agents and asking the server what it is…</source>
        <translation>正在启动代理程序并询问服务器是什么…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="617"/>
        <source>Starting the agents…</source>
        <translation>正在启动代理程序…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="623"/>
        <source>Click Measure the server to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>点击“测量服务器”开始。你可以随时取消；取消前测得的数据会保留。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="625"/>
        <source>Click Start and measure to start. You can cancel at any time: ShardScope stops the servers, and what was measured until then is kept.</source>
        <translation>点击“启动并测量”开始。你可以随时取消：ShardScope 会停止这些服务器，取消前测得的数据会保留。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="648"/>
        <source>There is no database: this run is not kept.</source>
        <translation>没有数据库：本次运行不会被保留。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="668"/>
        <source>The run is stored once the server has answered.</source>
        <translation>服务器响应后，本次运行就会被保存。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="672"/>
        <source>The run could not start. (Details: %1)</source>
        <translation>运行无法启动。（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="673"/>
        <source>The run could not start: another one is still running.</source>
        <translation>运行无法启动：另一个运行仍在进行中。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="701"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="722"/>
        <source>Storing the run failed, so it is not kept: %1</source>
        <translation>保存运行失败，因此它不会被保留：%1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="727"/>
        <source>Each step is stored as soon as it is done (stored run %1).</source>
        <translation>每个步骤一完成就会被保存（已保存为运行 %1）。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="730"/>
        <source>The server is %1; the model is %2.</source>
        <translation>服务器为 %1；模型为 %2。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="731"/>
        <source>not named</source>
        <translation>未命名</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="740"/>
        <source>Step %1 of %2: %n request(s) at once.</source>
        <translation>
            <numerusform>第 %1 步（共 %2 步）：并发 %n 个请求。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="750"/>
        <source>Step %1 of %2, %n request(s) at once: %3.</source>
        <translation>
            <numerusform>第 %1 步（共 %2 步），并发 %n 个请求：%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="787"/>
        <source>Step %1 (%n request(s) at once) is not a clean result.</source>
        <translation>
            <numerusform>第 %1 步（并发 %n 个请求）不是有效的结果。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>No reason was given.</source>
        <translation>未给出原因。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>(Details: %1)</source>
        <translation>（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="791"/>
        <source>Step %1 measured %2 tokens/s.</source>
        <translation>第 %1 步测得 %2 tokens/s。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="817"/>
        <source>Cancelled before the first step.</source>
        <translation>在第一步开始前已取消。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="858"/>
        <source>The server could not be measured. (Details: %1)</source>
        <translation>无法测量服务器。（详细信息：%1）</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="822"/>
        <source>Cancelled: %1 of %2 steps measured cleanly; what was measured until then is kept.</source>
        <translation>已取消：%2 个步骤中有 %1 个测量无误；此前测得的结果都已保留。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="826"/>
        <source>%1 of %2 steps measured cleanly.</source>
        <translation>%2 个步骤中有 %1 个无错误完成测量。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="828"/>
        <source>Click Show results to see what they mean.</source>
        <translation>点击“显示结果”查看它们的含义。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="835"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>已保存为运行 %1：它会保留在历史记录中，重启后也一样。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="837"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>其结果已保存为运行 %1，但运行如何结束未能保存：ShardScope 再次启动后，历史记录将其显示为已中断。</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="843"/>
        <source>Nothing was stored: the server never answered.</source>
        <translation>没有保存任何内容：服务器始终没有响应。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SetupCheckPage</name>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="79"/>
        <source>Is your setup right?</source>
        <translation>你的配置正确吗？</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="80"/>
        <source>Before measuring, ShardScope checks what most often goes wrong between machines: which network interface the software should use, whether each machine reaches every other by name and on the ports the software will open, routers on the way, addresses that may change, inference servers open to every network, and firewalls. It changes nothing.</source>
        <translation>测量之前，ShardScope 会检查机器之间最常出问题的地方：软件应使用哪个网络接口、每台机器能否通过名称以及在软件将要打开的端口上访问其他每台机器、途中是否有路由器、可能会变的地址、对所有网络开放的推理服务器，以及防火墙。它不会做任何更改。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="85"/>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check</source>
        <translation>运行配置检查(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="88"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="91"/>
        <source>Sa&amp;ve setup sheet…</source>
        <translation>保存配置表(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="93"/>
        <source>One page to keep: each machine, its interface and settings, the launch lines that worked, the checks and the link test to compare against later</source>
        <translation>一页值得保存的资料：每台机器及其接口和设置、成功运行过的启动命令、各项检查，以及供日后对比的链路测试</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="98"/>
        <source>Setup check progress</source>
        <translation>配置检查进度</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="109"/>
        <source>Cluster interface of each machine</source>
        <translation>每台机器的集群接口</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Cluster interface</source>
        <translation>集群接口</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="117"/>
        <source>Checks and their findings</source>
        <translation>检查项及其结果</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="129"/>
        <source>&amp;Interfaces between the machines:</source>
        <translation>机器之间的接口(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="131"/>
        <source>C&amp;hecks (select one for what was found and what to do):</source>
        <translation>检查项（选择一项即可查看发现了什么以及该怎么做）(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check again</source>
        <translation>再次运行配置检查(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="245"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="247"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>正在连接 %1 台机器并启动它们的代理程序…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="248"/>
        <source>Checking: %1</source>
        <translation>正在检查：%1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="250"/>
        <source>There are no machines yet. Go back and add them on the Machines page.</source>
        <translation>还没有机器。请返回“你的机器”页面添加。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="253"/>
        <source>Click Run setup check: it takes a few seconds per machine and leaves nothing running.</source>
        <translation>点击“运行配置检查”：每台机器只需几秒钟，结束后不会留下任何仍在运行的程序。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="283"/>
        <source>Cancelled: below is what was checked before it stopped.</source>
        <translation>已取消：下面是停止前已检查的内容。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="284"/>
        <source>%n problem(s) to fix before measuring.</source>
        <translation>
            <numerusform>测量前需要修复 %n 个问题。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="285"/>
        <source>No problem; %n warning(s) worth a look.</source>
        <translation>
            <numerusform>没有问题；有 %n 个警告值得一看。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="286"/>
        <source>Every check passed.</source>
        <translation>所有检查均已通过。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="288"/>
        <source>%n machine(s) could not be checked: see below.</source>
        <translation>
            <numerusform>有 %n 台机器无法检查：见下文。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="295"/>
        <source>Kept in the history as run %1.</source>
        <translation>已作为运行 %1 保存在历史记录中。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="320"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="352"/>
        <source>Nothing to do.</source>
        <translation>无需处理。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="353"/>
        <source>Select a finding for what was found and what to do.</source>
        <translation>选择一条结果，即可查看发现了什么以及该怎么做。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="374"/>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="378"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="381"/>
        <source>What to do: %1</source>
        <translation>处理方法：%1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="404"/>
        <source>Save the setup sheet</source>
        <translation>保存配置表</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="405"/>
        <source>PDF (*.pdf);;Markdown (*.md)</source>
        <translation>PDF (*.pdf);;Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="411"/>
        <source>The setup sheet is saved as %1.</source>
        <translation>配置表已保存为 %1。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ShardScopeWizard</name>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="104"/>
        <source>Run again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="114"/>
        <source>A benchmark is running. Wait for it or cancel it, then run the other one again.</source>
        <translation>有一个基准测试正在运行。请等待它完成或将其取消，然后再重新运行另一个。</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="117"/>
        <source>There is no database, so there is no stored run to repeat.</source>
        <translation>没有数据库，因此没有可重复的已保存运行。</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="120"/>
        <source>Run %1 is no longer in the database.</source>
        <translation>运行 %1 已不在数据库中。</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="123"/>
        <source>Run %1 cannot be repeated: its configuration cannot be read (%2).</source>
        <translation>无法重复运行 %1：无法读取它的配置（%2）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="147"/>
        <source>Run %1 cannot be repeated as it was: it split the model over %2, and %3 can no longer take part (removed, or its agent was taken off). Over other machines the split would measure something else. Add the machine again on the Machines page, or choose the machines yourself on the Inference page.</source>
        <translation>
            <numerusform>无法按原样重复运行 %1：它将模型拆分到 %2 上，而 %3 已无法参与（已被移除，或其代理程序已从机器上删除）。换用其他机器时，拆分运行测量的将是另一回事。请在“你的机器”页面重新添加该机器，或在推理页面自行选择机器。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="158"/>
        <source>Run %1 used %2, which can no longer take part (removed, or its agent was taken off). This time it runs on %3.</source>
        <translation>
            <numerusform>运行 %1 使用的 %2 已无法参与（已被移除，或其代理程序已从机器上删除）。这次将在 %3 上运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="178"/>
        <source>Show results</source>
        <translation>显示结果</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="179"/>
        <source>A benchmark is running. Wait for it or cancel it, then show the other run&apos;s results.</source>
        <translation>有一个基准测试正在运行。请等待它完成或将其取消，然后再显示另一次运行的结果。</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="209"/>
        <source>ShardScope</source>
        <translation>ShardScope</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SshImportDialog</name>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="35"/>
        <source>Import machines from your SSH configuration</source>
        <translation>从你的 SSH 配置导入机器</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="38"/>
        <source>&amp;Other file…</source>
        <translation>其他文件(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Identity file</source>
        <translation>身份文件</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Runs when connecting</source>
        <translation>连接时运行</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="56"/>
        <source>Machines found</source>
        <translation>找到的机器</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="58"/>
        <source>Check &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="60"/>
        <source>Check &amp;none</source>
        <translation>全不选(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="68"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="71"/>
        <source>Check the machines you want ShardScope to use. Entries with * or ? are patterns, not machines, and are not listed.</source>
        <translation>勾选你希望 ShardScope 使用的机器。包含 * 或 ? 的条目是匹配模式而不是机器，因此不会列出。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="105"/>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="112"/>
        <source>%1 could not be read, so nothing can be imported from it. Choose another file with Other file…, or add the machines one by one with Add… instead. (Details: %2)</source>
        <translation>无法读取 %1，因此无法从中导入任何内容。请用“其他文件…”选择另一个文件，或改用“添加…”逐台添加机器。（详细信息：%2）</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="135"/>
        <source>Each time ShardScope connects to %1, it runs this on this computer, as ssh does: %2. Import %1 only if you trust that command.</source>
        <translation>ShardScope 每次连接 %1 时，都会像 ssh 一样在本机上运行：%2。只有在你信任该命令时才导入 %1。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="147"/>
        <source>Already added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="148"/>
        <source>%1 (already added)</source>
        <translation>%1（已添加）</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="154"/>
        <source>%1 (cannot be imported)</source>
        <translation>%1（无法导入）</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="160"/>
        <source>No machines found in this file.</source>
        <translation>此文件中未找到机器。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="162"/>
        <source>No machine in this file can be imported: each has been added already or has a setting ShardScope cannot use (its tooltip says which).</source>
        <translation>此文件中没有可导入的机器：每台机器要么已添加，要么含有 ShardScope 无法使用的设置（其工具提示会说明是哪项）。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="165"/>
        <source>Every machine in this file has been added already.</source>
        <translation>此文件中的所有机器都已添加。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="167"/>
        <source>Machines found: %1.</source>
        <translation>找到的机器：%1。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="171"/>
        <source>Machines that connect through a ProxyCommand or ProxyJump: %1. ShardScope runs that command on this computer every time it connects to one of them: check the column &quot;Runs when connecting&quot; before you import them.</source>
        <translation>通过 ProxyCommand 或 ProxyJump 连接的机器：%1 台。ShardScope 每次连接其中一台时都会在本机上运行该命令：导入之前请检查“连接时运行”一列。</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="191"/>
        <source>Choose an SSH configuration file</source>
        <translation>选择 SSH 配置文件</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WelcomePage</name>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="14"/>
        <source>Welcome to ShardScope</source>
        <translation>欢迎使用 ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="15"/>
        <source>ShardScope finds out, by measuring, whether your model runs better on one machine or split across several of your machines.</source>
        <translation>ShardScope 通过实际测量来判断：你的模型是在一台机器上运行更好，还是拆分到你的多台机器上运行更好。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="21"/>
        <source>&lt;b&gt;Inventory.&lt;/b&gt; It lists what each machine has: GPUs, memory, network interfaces and their link speed, operating system, inference software.</source>
        <translation>&lt;b&gt;硬件清单。&lt;/b&gt;列出每台机器拥有的资源：GPU、内存、网络接口及其链路速率、操作系统和推理软件。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="24"/>
        <source>&lt;b&gt;Agent.&lt;/b&gt; It copies a small helper program, the ShardScope agent, to each machine over SSH. It needs no administrator rights and can be removed at any time.</source>
        <translation>&lt;b&gt;代理程序。&lt;/b&gt;通过 SSH 将一个小型辅助程序（ShardScope 代理程序）复制到每台机器上。它不需要管理员权限，并且可以随时移除。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="28"/>
        <source>&lt;b&gt;Link tests.&lt;/b&gt; The agents measure delay, jitter, packet loss and throughput between every pair of machines.</source>
        <translation>&lt;b&gt;链路测试。&lt;/b&gt;代理程序测量每两台机器之间的延迟、抖动、丢包和吞吐量。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>&lt;b&gt;Inference runs.&lt;/b&gt; The same model shape runs on one machine and split across machines, with time to first token and tokens per second measured.</source>
        <translation>&lt;b&gt;推理运行。&lt;/b&gt;让同样结构的模型分别在单台机器上和拆分到多台机器上运行，并测量首 token 时间和每秒 token 数。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="34"/>
        <source>&lt;b&gt;Verdict and report.&lt;/b&gt; ShardScope tells you whether to stay on one machine, run copies side by side or split the model, with the numbers behind it, and saves a PDF report.</source>
        <translation>&lt;b&gt;结论与报告。&lt;/b&gt;ShardScope 会告诉你应该继续使用一台机器、并行运行多个副本，还是拆分模型，并给出支撑结论的数据，同时保存一份 PDF 报告。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="41"/>
        <source>The machines you want to use, switched on.</source>
        <translation>你想使用的机器，并已开机。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="43"/>
        <source>SSH access to each of them with your user name (a key is best).</source>
        <translation>能用你的用户名通过 SSH 访问每一台机器（最好使用密钥）。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="45"/>
        <source>A wired network: the machines connected by cable to the same switch. Wi-Fi works, but it is usually too slow for splitting a model.</source>
        <translation>有线网络：各机器用网线连接到同一台交换机。Wi-Fi 也能用，但通常太慢，不适合拆分模型。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What will happen</source>
        <translation>接下来会做什么</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What you need</source>
        <translation>你需要准备什么</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="56"/>
        <source>Nothing is changed on your machines except the agent&apos;s own folder. Click Next to start with this computer.</source>
        <translation>除了代理程序自己的文件夹外，不会改动你机器上的任何东西。点击“下一步”，从本机开始。</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="62"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="64"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="66"/>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="68"/>
        <source>Every earlier run: compare them, mark a baseline, run one again</source>
        <translation>所有以前的运行：比较它们、标记基线、再次运行其中一次</translation>
    </message>
</context>
</TS>
