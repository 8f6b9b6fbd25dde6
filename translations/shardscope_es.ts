<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="37"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="43"/>
        <location filename="../presentation/AnalysisText.cpp" line="54"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="111"/>
        <source>Splitting %1 makes each token %2 slower: %3 of every token is spent waiting for the network.</source>
        <translation>Repartir el modelo %1 hace que cada token sea %2 más lento: el %3 de cada token se pasa esperando a la red.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="115"/>
        <source>Splitting %1 makes each token %2 slower.</source>
        <translation>Repartir el modelo %1 hace que cada token sea %2 más lento.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="120"/>
        <source>Splitting %1 makes each token %2 faster, although %3 of every token is spent waiting for the network.</source>
        <translation>Repartir el modelo %1 hace que cada token sea %2 más rápido, aunque el %3 de cada token se pasa esperando a la red.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="124"/>
        <source>Splitting %1 makes each token %2 faster.</source>
        <translation>Repartir el modelo %1 hace que cada token sea %2 más rápido.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="60"/>
        <source>%1 output tokens/s</source>
        <translation>%1 tokens/s de salida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="72"/>
        <source>machine %1</source>
        <translation>máquina %1</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="83"/>
        <source>with pipeline parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>con paralelismo de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="84"/>
        <source>with tensor parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>con paralelismo de tensores</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="87"/>
        <source>across %1 %2 over this link (%3, %4 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>entre %1 %2 por este enlace (%3, %4 de ida y vuelta)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="91"/>
        <source>across %1 %2</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>entre %1 %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="209"/>
        <source>Tensor parallel</source>
        <translation>Paralelismo de tensores</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="211"/>
        <source>Pipeline parallel</source>
        <translation>Paralelismo de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="217"/>
        <source>Unknown layout</source>
        <translation>Distribución desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="264"/>
        <source>Complete</source>
        <translation>Completa</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="266"/>
        <source>Failed</source>
        <translation>Fallida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="268"/>
        <source>Cancelled</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="270"/>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="276"/>
        <source>Unknown</source>
        <translation>Desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="284"/>
        <location filename="../presentation/AnalysisText.cpp" line="334"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="286"/>
        <source>%1 over %2 at concurrency %3</source>
        <translation>%1 en %2 con concurrencia %3</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="291"/>
        <source>%1 is no longer stored: its inventory and memory are unknown</source>
        <translation>Ya no hay datos guardados de %1: se desconocen su inventario y su memoria</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="293"/>
        <source>The inventory of %1 was taken after the run (%2)</source>
        <translation>El inventario de %1 se hizo después de la ejecución (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="295"/>
        <source>No inventory of %1 is stored: its memory is unknown</source>
        <translation>No hay ningún inventario guardado de %1: se desconoce su memoria</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="297"/>
        <source>The inventory of %1 gives no memory size for the %2 backend</source>
        <translation>El inventario de %1 no indica ningún tamaño de memoria para el backend %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="95"/>
        <source>across %1 machines over this link (%2, %3 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>entre %1 máquinas por este enlace (%2, %3 de ida y vuelta)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="100"/>
        <source>across %1 machines</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>entre %1 máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="134"/>
        <source>Serve one copy on each of %1 instead: %2 the output tokens per second of one machine.</source>
        <translation>En su lugar, sirve una copia en cada una de %1: %2 los tokens de salida por segundo de una máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="137"/>
        <source>One copy on each of %1 would give %2 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>Una copia en cada una de %1 daría %2 los tokens de salida por segundo de una máquina, pero no hace que una sola conversación vaya más rápido.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="141"/>
        <source>One copy on each of %1 gives %2 the output tokens per second of one machine.</source>
        <translation>Una copia en cada una de %1 da %2 los tokens de salida por segundo de una máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="146"/>
        <source>Serve one copy per machine instead: %1 the output tokens per second of one machine.</source>
        <translation>En su lugar, sirve una copia por máquina: %1 los tokens de salida por segundo de una máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="150"/>
        <source>One copy per machine would give %1 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>Una copia por máquina daría %1 los tokens de salida por segundo de una máquina, pero no hace que una sola conversación vaya más rápido.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="154"/>
        <source>One copy per machine gives %1 the output tokens per second of one machine.</source>
        <translation>Una copia por máquina da %1 los tokens de salida por segundo de una máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="163"/>
        <source>with pipeline parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>con paralelismo de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="164"/>
        <source>with tensor parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>con paralelismo de tensores</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="166"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines (%2) %3, it makes %4.</source>
        <translation>El modelo no cabe en la memoria de una máquina. Repartido entre %1 máquinas (%2) %3, genera %4.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="171"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines %2, it makes %3.</source>
        <translation>El modelo no cabe en la memoria de una máquina. Repartido entre %1 máquinas %2, genera %3.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="176"/>
        <source>The model does not fit in one machine&apos;s memory: it needs %1 machines, and no split run completed.</source>
        <translation>El modelo no cabe en la memoria de una máquina: necesita %1 máquinas, y ninguna ejecución repartida se completó.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="181"/>
        <source>The model does not fit in the memory of these machines, not even split over all of them.</source>
        <translation>El modelo no cabe en la memoria de estas máquinas, ni siquiera repartido entre todas ellas.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="184"/>
        <source>No run on one machine completed, and no split run either.</source>
        <translation>No se completó ninguna ejecución en una máquina, ni tampoco ninguna repartida.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="199"/>
        <source>a server ShardScope does not recognise</source>
        <translation>un servidor que ShardScope no reconoce</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="207"/>
        <source>One machine</source>
        <translation>Una máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="213"/>
        <source>One copy per machine</source>
        <translation>Una copia por máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="238"/>
        <source>%1 (%2 machines: %3 … %4)</source>
        <comment>layout (how many machines: the first … the last)</comment>
        <translation>%1 (%2 máquinas: %3 … %4)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="272"/>
        <source>Interrupted</source>
        <translation>Interrumpida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="300"/>
        <source>No stored link test measured every pair of %1 before the run ended: the network figures, the what-if and the network rules of the checklist are missing; run a link test of these machines</source>
        <translation>Ninguna prueba de enlaces guardada midió cada par de %1 antes de que terminara la ejecución: faltan las cifras de red, la simulación y las reglas de red de la lista de reglas de diseño; ejecuta una prueba de enlaces de estas máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="305"/>
        <source>Link test %1 lacks a round-trip or single-stream throughput figure for some pairs: the link model uses the others</source>
        <translation>A la prueba de enlaces %1 le falta la cifra de ida y vuelta o la de tasa de transferencia con un solo flujo de algunos pares: el modelo del enlace usa los demás</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="312"/>
        <source>Link test %1 ended as %2; its complete pairs are used</source>
        <translation>La prueba de enlaces %1 terminó con estado %2; se usan sus pares completos</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="315"/>
        <source>Link %1: the traffic never left one machine</source>
        <translation>Enlace %1: el tráfico nunca salió de la máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="317"/>
        <source>Link %1 lost packets</source>
        <translation>El enlace %1 perdió paquetes</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="319"/>
        <source>Link %1: the network interface counted errors</source>
        <translation>Enlace %1: la interfaz de red contó errores</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="321"/>
        <source>The run is still marked running: ShardScope may have stopped during it, and its results may be incomplete</source>
        <translation>La ejecución sigue marcada como en curso: puede que ShardScope se detuviera durante ella, y sus resultados pueden estar incompletos</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="324"/>
        <source>The run failed</source>
        <translation>La ejecución falló</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="326"/>
        <source>The run was cancelled before every layout ran</source>
        <translation>La ejecución se canceló antes de que se ejecutaran todas las distribuciones</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="328"/>
        <source>The run was interrupted: ShardScope ended before it finished (killed, crashed or the computer lost power); its results are incomplete</source>
        <translation>La ejecución se interrumpió: ShardScope terminó antes de acabarla (lo mataron, falló o el equipo se quedó sin corriente); sus resultados están incompletos</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="337"/>
        <source>%1 is faster than the measured memory bandwidth allows</source>
        <translation>%1 va más rápido de lo que permite el ancho de banda de memoria medido</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="339"/>
        <source>No stored setup check covers %1: interfaces, names, firewalls and routers between them were not checked, and the placement and congestion rules lack that evidence; run the setup check</source>
        <translation>Ninguna comprobación de la configuración guardada cubre %1: no se comprobaron las interfaces, los nombres, los cortafuegos ni los routers entre ellas, y a las reglas de ubicación y congestión les falta esa prueba; ejecute la comprobación de la configuración</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="346"/>
        <source>Unknown warning</source>
        <translation>Advertencia desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="347"/>
        <source>Unknown warning about %1</source>
        <translation>Advertencia desconocida sobre %1</translation>
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
        <translation>2,5 GbE</translation>
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
        <translation>Enlace desconocido</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="386"/>
        <source>One person chatting (latency)</source>
        <translation>Una persona chateando (latencia)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="388"/>
        <source>Many requests at once (throughput)</source>
        <translation>Muchas peticiones a la vez (rendimiento total)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="390"/>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="394"/>
        <source>Not chosen</source>
        <translation>Sin elegir</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="449"/>
        <source>These figures are from your own server, not from ShardScope&apos;s model: each layout is one of your serving runs of this model on this server, measured at the same number of requests at once.</source>
        <translation>Estas cifras son de tu propio servidor, no del modelo de ShardScope: cada distribución es una de tus ejecuciones de servicio de este modelo en este servidor, medidas con el mismo número de peticiones a la vez.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="454"/>
        <source>Your server was measured cleanly in one layout only, or not on one machine, so there is nothing to compare: start it on one machine and split (or as copies) and measure each.</source>
        <translation>Tu servidor solo se midió sin errores en una distribución, o no en una sola máquina, así que no hay nada que comparar: inícialo en una máquina y también repartido (o como copias) y mide cada caso.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="504"/>
        <source>Per decode step (one token for each of %n request(s) at once), split over %1 machines:</source>
        <translation>
            <numerusform>Por paso de decodificación (un token para %n petición), repartido entre %1 máquinas:</numerusform>
            <numerusform>Por paso de decodificación (un token para cada una de las %n peticiones a la vez), repartido entre %1 máquinas:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="511"/>
        <source>For %1 per token: a round trip below %2 and at least %3.</source>
        <translation>Para %1 por token: una ida y vuelta por debajo de %2 y al menos %3.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="519"/>
        <source>Tensor parallel: each machine sends %1 per step and waits for %2 round trips.</source>
        <translation>Paralelismo de tensores: cada máquina envía %1 por paso y espera %2 viajes de ida y vuelta.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="524"/>
        <source>Pipeline parallel: a machine sends %1 per step; the step waits for %2 messages, one way each, one after another.</source>
        <translation>Paralelismo de pipeline: una máquina envía %1 por paso; el paso espera %2 mensajes, cada uno en un solo sentido, uno tras otro.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="532"/>
        <source>llama.cpp over RPC: the first machine sends %1 per step and waits for %2 round trips (seven for each other machine).</source>
        <translation>llama.cpp por RPC: la primera máquina envía %1 por paso y espera %2 viajes de ida y vuelta (siete por cada una de las demás máquinas).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="539"/>
        <source>A copy on each machine: only the prompts and the streamed tokens cross, about %1 per step; any wired network carries that.</source>
        <translation>Una copia en cada máquina: solo pasan por la red los prompts y los tokens que se van enviando, unos %1 por paso; cualquier red cableada puede con eso.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="546"/>
        <source>These limits hold if computing a token took no time at all: it takes part of the budget, so a link that works must be better than both. Measured on the Network and Inference pages, the what-if then says how much better.</source>
        <translation>Estos límites valen si calcular un token no llevara nada de tiempo: en realidad ocupa parte del presupuesto, así que un enlace que sirva tiene que ser mejor en ambos. Si mides en las páginas Red e Inferencia, la simulación te dirá cuánto mejor.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="551"/>
        <source>Set a time per output token (TPOT) target for what a link needs to meet it.</source>
        <translation>Fija un objetivo de tiempo por token de salida (TPOT) para ver qué necesita un enlace para cumplirlo.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="563"/>
        <source>Fits on one machine (needs %1, %2 has %3)</source>
        <translation>Cabe en una máquina (necesita %1, %2 tiene %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="567"/>
        <source>Needs %1 machines: the model needs %2 and the largest machine has %3; split evenly, each machine needs %4</source>
        <translation>Necesita %1 máquinas: el modelo necesita %2 y la máquina más grande tiene %3; repartido a partes iguales, cada máquina necesita %4</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="573"/>
        <source>Does not fit: the model needs %1, and all machines together have %2</source>
        <translation>No cabe: el modelo necesita %1, y todas las máquinas juntas tienen %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="579"/>
        <source>Needs %1; no machine&apos;s memory is known yet</source>
        <translation>Necesita %1; aún no se conoce la memoria de ninguna máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="580"/>
        <source>Not known yet: choose a model and machines whose inventory is known</source>
        <translation>Aún no se sabe: elige un modelo y máquinas cuyo inventario se conozca</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="630"/>
        <source>Not tested: no complete link test of these machines.</source>
        <translation>Sin probar: no hay ninguna prueba de enlaces completa de estas máquinas.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="632"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), within 25 % of the %3 its model expects.</source>
        <translation>%1 envía %2 entre las máquinas en cada paso de decodificación (todos los ranks juntos, medido), a menos de un 25 % de los %3 que espera su modelo.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="637"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), more than 25 % off the %3 its model expects: the traffic is not what the layout should send.</source>
        <translation>%1 envía %2 entre las máquinas en cada paso de decodificación (todos los ranks juntos, medido), a más de un 25 % de los %3 que espera su modelo: el tráfico no es el que debería enviar la distribución.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="653"/>
        <source>At its highest concurrency the busiest machine sends %1, under half of the link&apos;s %2.</source>
        <translation>Con su concurrencia más alta, la máquina más cargada envía %1, menos de la mitad de los %2 del enlace.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="656"/>
        <source>At its highest concurrency the busiest machine sends %1, over half of the link&apos;s %2.</source>
        <translation>Con su concurrencia más alta, la máquina más cargada envía %1, más de la mitad de los %2 del enlace.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="659"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries %2 of the fastest one&apos;s single-stream throughput.</source>
        <translation>Entre las máquinas de la ejecución, el sentido de enlace más lento (%1) transporta el %2 de la tasa de transferencia con un solo flujo del más rápido.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="664"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries only %2 of the fastest one&apos;s single-stream throughput, and the split has to use it.</source>
        <translation>Entre las máquinas de la ejecución, el sentido de enlace más lento (%1) transporta solo el %2 de la tasa de transferencia con un solo flujo del más rápido, y la ejecución repartida tiene que usarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="684"/>
        <source>Not tested: no run failed, so the handling of a failing machine was not exercised.</source>
        <translation>Sin probar: ninguna ejecución falló, así que no se puso a prueba cómo se gestiona una máquina que falla.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="405"/>
        <source>Split with pipeline parallel</source>
        <translation>Repartir con paralelismo de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="407"/>
        <source>Split with tensor parallel</source>
        <translation>Repartir con paralelismo de tensores</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="414"/>
        <source>Not enough measurements</source>
        <translation>No hay suficientes mediciones</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="479"/>
        <source>A typical %1 link (%2, %3 round trip) would bring the split to about %4 decode tokens/s (predicted).</source>
        <translation>Un enlace %1 típico (%2, %3 de ida y vuelta) llevaría la ejecución repartida a unos %4 tokens/s de decodificación (previsión).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="687"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench --layout tp or pp) that completes at concurrency %1 would test it.</source>
        <translation>Sin probar: las ejecuciones miden el modelo y la red, no una capa de servicio (servidor HTTP, tokenizador, planificador). Una ejecución de servicio de tu propio servidor con un reparto dividido (shardscope-cli serve-bench --layout tp o pp) que se complete con concurrencia %1 la probaría.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="692"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench) that completes at the goal&apos;s concurrency would test it.</source>
        <translation>Sin probar: las ejecuciones miden el modelo y la red, no una capa de servicio (servidor HTTP, tokenizador, planificador). Una ejecución de servicio de tu propio servidor con un reparto dividido (shardscope-cli serve-bench) que se complete con la concurrencia del objetivo la probaría.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="697"/>
        <source>Serving run %1 of your own server, %2, completed at concurrency %3: the whole path of a request (HTTP server, tokenizer, scheduler) was measured.</source>
        <translation>La ejecución de servicio %1 de tu propio servidor, %2, se completó con concurrencia %3: se midió todo el camino de una petición (servidor HTTP, tokenizador, planificador).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="729"/>
        <source>The model predicts %1 decode tokens/s for the measured link; the run measured %2 (%3). For the time to first token it predicts %4; the run measured %5 (%6).</source>
        <translation>El modelo predice %1 tokens/s de decodificación para el enlace medido; la ejecución midió %2 (%3). Para el tiempo hasta el primer token predice %4; la ejecución midió %5 (%6).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="738"/>
        <source>For CUDA the cost of an NCCL message is not yet checked against a GPU run: read these predictions as rough.</source>
        <translation>Para CUDA, el coste de un mensaje NCCL aún no se ha contrastado con una ejecución en GPU: toma estas previsiones como aproximadas.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="835"/>
        <source>%1 EiB</source>
        <translation>%1 EiB</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="489"/>
        <source>Time to first token: %1 (median), within your target of %2.</source>
        <translation>Tiempo hasta el primer token: %1 (mediana), dentro de tu objetivo de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="244"/>
        <source>%1 (%2)</source>
        <comment>layout (its machines)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="401"/>
        <source>Stay on one machine</source>
        <translation>Quedarse en una máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="403"/>
        <source>Serve one copy per machine</source>
        <translation>Servir una copia por máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="409"/>
        <source>Does not fit on one machine</source>
        <translation>No cabe en una máquina</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="457"/>
        <source>No run completed on one machine or split over several machines, so there is nothing to compare.</source>
        <translation>No se completó ninguna ejecución en una máquina ni repartida entre varias máquinas, así que no hay nada que comparar.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="473"/>
        <source>Only the runs on one machine completed: there is no split or copy per machine to compare with.</source>
        <translation>Solo se completaron las ejecuciones en una máquina: no hay ninguna ejecución repartida ni de una copia por máquina con la que comparar.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="490"/>
        <source>Time to first token: %1 (median), over your target of %2.</source>
        <translation>Tiempo hasta el primer token: %1 (mediana), por encima de tu objetivo de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="494"/>
        <source>Time per output token: %1 (median), within your target of %2.</source>
        <translation>Tiempo por token de salida: %1 (mediana), dentro de tu objetivo de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="495"/>
        <source>Time per output token: %1 (median), over your target of %2.</source>
        <translation>Tiempo por token de salida: %1 (mediana), por encima de tu objetivo de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="587"/>
        <source>Parallelism graph</source>
        <translation>Grafo de paralelismo</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="589"/>
        <source>Latency budget</source>
        <translation>Presupuesto de latencia</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="591"/>
        <source>Bandwidth for concurrency</source>
        <translation>Ancho de banda para la concurrencia</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="593"/>
        <source>Topology-aware placement</source>
        <translation>Ubicación según la topología</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="595"/>
        <source>Congestion</source>
        <translation>Congestión</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="597"/>
        <source>Observability</source>
        <translation>Observabilidad</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="599"/>
        <source>Partial failure</source>
        <translation>Fallo parcial</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="601"/>
        <source>Complete serving path</source>
        <translation>Ruta de servicio completa</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="605"/>
        <source>Unknown rule</source>
        <translation>Regla desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="612"/>
        <source>Met</source>
        <translation>Cumplida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="614"/>
        <source>Not met</source>
        <translation>No cumplida</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="619"/>
        <source>Not tested</source>
        <translation>Sin probar</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="628"/>
        <source>Not tested: no tensor-parallel or pipeline-parallel run completed.</source>
        <translation>Sin probar: no se completó ninguna ejecución con paralelismo de tensores ni de pipeline.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="643"/>
        <source>The network takes %1 of every token, within its budget of %2.</source>
        <translation>La red ocupa %1 de cada token, dentro de su presupuesto de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="646"/>
        <source>The network takes %1 of every token, over its budget of %2.</source>
        <translation>La red ocupa %1 de cada token, por encima de su presupuesto de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="649"/>
        <source>Not tested: the split ran at one concurrency only; run it at several to see whether the link keeps up.</source>
        <translation>Sin probar: la ejecución repartida se hizo con una sola concurrencia; ejecútala con varias para ver si el enlace da abasto.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="669"/>
        <source>Loss at most %1, and with both directions busy each keeps %2 of its throughput.</source>
        <translation>Pérdida como máximo del %1, y con ambos sentidos cargados cada uno conserva el %2 de su tasa de transferencia.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="672"/>
        <source>Loss up to %1, and with both directions busy one keeps only %2 of its throughput (fine: at most %3 loss, at least %4).</source>
        <translation>Pérdida de hasta el %1, y con ambos sentidos cargados uno conserva solo el %2 de su tasa de transferencia (lo correcto: como máximo un %3 de pérdida, al menos un %4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="677"/>
        <source>%n rank(s) reported compute and communication time for every token.</source>
        <translation>
            <numerusform>%n rank informó del tiempo de cómputo y de comunicación de cada token.</numerusform>
            <numerusform>%n ranks informaron del tiempo de cómputo y de comunicación de cada token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="679"/>
        <source>%n rank(s) of complete runs reported no per-token figures.</source>
        <translation>
            <numerusform>%n rank de ejecuciones completas no informó de cifras por token.</numerusform>
            <numerusform>%n ranks de ejecuciones completas no informaron de cifras por token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="681"/>
        <source>%n run(s) failed and came back with the cause: “%1”.</source>
        <translation>
            <numerusform>%n ejecución falló e informó de la causa: «%1».</numerusform>
            <numerusform>%n ejecuciones fallaron e informaron de la causa: «%1».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="705"/>
        <source>The setup check found %n reason(s) the traffic between the machines may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>La comprobación de la configuración encontró %n motivo por el que el tráfico entre las máquinas podría no usar el enlace del clúster (un router entre ellas, subredes distintas, otra interfaz, una interfaz VPN o de contenedor que el software podría elegir): vea sus hallazgos.</numerusform>
            <numerusform>La comprobación de la configuración encontró %n motivos por los que el tráfico entre las máquinas podría no usar el enlace del clúster (un router entre ellas, subredes distintas, otra interfaz, una interfaz VPN o de contenedor que el software podría elegir): vea sus hallazgos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="709"/>
        <source>The setup check found %n reason(s) the traffic of %1 may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>La comprobación de la configuración encontró %n motivo por el que el tráfico de %1 podría no usar el enlace del clúster (un router entre ellas, subredes distintas, otra interfaz, una interfaz VPN o de contenedor que el software podría elegir): vea sus hallazgos.</numerusform>
            <numerusform>La comprobación de la configuración encontró %n motivos por los que el tráfico de %1 podría no usar el enlace del clúster (un router entre ellas, subredes distintas, otra interfaz, una interfaz VPN o de contenedor que el software podría elegir): vea sus hallazgos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="715"/>
        <source>The setup check found that the path %1 carries packets of at most %2 bytes, below the interfaces&apos; MTU of %3 bytes: larger packets are dropped or split, which stalls transfers.</source>
        <translation>La comprobación de la configuración encontró que el camino %1 lleva paquetes de como máximo %2 bytes, por debajo de la MTU de las interfaces de %3 bytes: los paquetes mayores se descartan o se dividen, lo que atasca las transferencias.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="750"/>
        <source>llama.cpp over RPC across %1 makes each token %2 slower than %3 alone: %4 against %5, at %n request(s) at once.</source>
        <translation>
            <numerusform>llama.cpp por RPC entre %1 hace que cada token sea %2 más lento que %3 en solitario: %4 frente a %5, con %n petición a la vez.</numerusform>
            <numerusform>llama.cpp por RPC entre %1 hace que cada token sea %2 más lento que %3 en solitario: %4 frente a %5, con %n peticiones a la vez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="756"/>
        <source>llama.cpp over RPC across %1 was no slower per token than %2 alone: %3 against %4, at %n request(s) at once.</source>
        <translation>
            <numerusform>llama.cpp por RPC entre %1 no fue más lento por token que %2 en solitario: %3 frente a %4, con %n petición a la vez.</numerusform>
            <numerusform>llama.cpp por RPC entre %1 no fue más lento por token que %2 en solitario: %3 frente a %4, con %n peticiones a la vez.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="760"/>
        <source>That is about %1 round trips per token on a %2 link, plus %3 per token on the wire (%4 at %5): llama.cpp waits for each remote machine&apos;s answer before it goes on.</source>
        <translation>Son unos %1 viajes de ida y vuelta por token en un enlace con %2 de ida y vuelta, más %3 por token en el cable (%4 a %5): llama.cpp espera la respuesta de cada máquina remota antes de seguir.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="768"/>
        <source>%1 over %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="769"/>
        <source>By the same count the split would make about, in output tokens/s: %1 (%2 alone: %3).</source>
        <translation>Con el mismo cálculo, la ejecución repartida daría aproximadamente, en tokens/s de salida: %1 (%2 en solitario: %3).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="782"/>
        <source>rpc-server on %1 started with an empty cache (-c): this load sent its weights over the link, the next load of the same model reads them from %1&apos;s disk.</source>
        <translation>rpc-server en %1 arrancó con la caché vacía (-c): esta carga envió sus pesos por el enlace; la próxima carga del mismo modelo los leerá del disco de %1.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="787"/>
        <source>rpc-server on %1 started with %2 of weights in its cache (-c): those were read from its disk, not sent over the link again.</source>
        <translation>rpc-server en %1 arrancó con %2 de pesos en su caché (-c): se leyeron de su disco y no se volvieron a enviar por el enlace.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="798"/>
        <source>%1 on %2 (port %3)</source>
        <translation>%1 en %2 (puerto %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="802"/>
        <source>%1: its agent could not be asked to stop it; it ended with the agent.</source>
        <translation>%1: no se pudo pedir a su agente que lo detuviera; terminó junto con el agente.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="804"/>
        <source>%1 had ended by itself before the end of the run</source>
        <translation>%1 había terminado por sí solo antes del final de la ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="805"/>
        <source>%1 was stopped</source>
        <translation>%1 se detuvo</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="807"/>
        <source>(exit code %1)</source>
        <translation>(código de salida %1)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="809"/>
        <source>(signal %1)</source>
        <translation>(señal %1)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="815"/>
        <source>ShardScope started these servers for the run and stopped them at its end. To run the same setup again without ShardScope, run each machine&apos;s lines there, in this order (the ports are the ones this run used; the API key, if any, goes in the environment, never on the command line).</source>
        <translation>ShardScope inició estos servidores para la ejecución y los detuvo al terminar. Para volver a ejecutar la misma configuración sin ShardScope, ejecuta las líneas de cada máquina en esa máquina, en este orden (los puertos son los que usó esta ejecución; la clave de API, si la hay, va en el entorno, nunca en la línea de comandos).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="825"/>
        <source>On %1 (%2):</source>
        <translation>En %1 (%2):</translation>
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
        <translation>%1 s</translation>
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
            <numerusform>%1, %n petición a la vez</numerusform>
            <numerusform>%1, %n peticiones a la vez</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="72"/>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="73"/>
        <source>Time to first token: no complete runs to show</source>
        <translation>Tiempo hasta el primer token: no hay ejecuciones completas que mostrar</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="74"/>
        <source>Milliseconds</source>
        <translation>Milisegundos</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="76"/>
        <source>Time to first token: how long a request waits before the first word of the answer appears (reading the prompt included). All requests of a run start together and wait for one shared prefill, so a run&apos;s median and p99 come from one timing: compare runs, not the two bars. Lower is better.</source>
        <translation>Tiempo hasta el primer token: cuánto espera una petición hasta que aparece la primera palabra de la respuesta (incluida la lectura del prompt). Todas las peticiones de una ejecución empiezan a la vez y esperan a un único prefill compartido, así que la mediana y el p99 de una ejecución salen de una sola medición: compara ejecuciones, no las dos barras. Cuanto más bajo, mejor.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="80"/>
        <source>Median (p50)</source>
        <translation>Mediana (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="81"/>
        <source>Slowest 1 % (p99)</source>
        <translation>El 1 % más lento (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="96"/>
        <source>Tokens per second by requests at once</source>
        <translation>Tokens por segundo según las peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="97"/>
        <source>Tokens per second: no complete runs to show</source>
        <translation>Tokens por segundo: no hay ejecuciones completas que mostrar</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="98"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="165"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="236"/>
        <source>Tokens per second</source>
        <translation>Tokens por segundo</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="99"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="101"/>
        <source>Tokens per second of all requests together, as more requests run at once. A line that keeps rising means the layout serves more people well; one that flattens has reached its limit.</source>
        <translation>Tokens por segundo de todas las peticiones juntas, a medida que se ejecutan más peticiones a la vez. Una línea que sigue subiendo indica que la distribución atiende bien a más personas; una que se aplana ha llegado a su límite.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="139"/>
        <source>Where the time of each token goes</source>
        <translation>En qué se va el tiempo de cada token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="140"/>
        <source>Time per token: no complete runs to show</source>
        <translation>Tiempo por token: no hay ejecuciones completas que mostrar</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="141"/>
        <source>Milliseconds per token</source>
        <translation>Milisegundos por token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="142"/>
        <source>How each token&apos;s time splits on the slowest machine: computing, sending data between machines, and waiting for the others. One machine never communicates; a split that mostly communicates or waits is held back by the network.</source>
        <translation>Cómo se reparte el tiempo de cada token en la máquina más lenta: cómputo, envío de datos entre máquinas y espera a las demás. Una sola máquina nunca se comunica; una ejecución repartida que sobre todo se comunica o espera está frenada por la red.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="145"/>
        <source>Computing</source>
        <translation>Cómputo</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="146"/>
        <source>Communicating</source>
        <translation>Comunicación</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="147"/>
        <source>Waiting for the slowest machine</source>
        <translation>Espera a la máquina más lenta</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="163"/>
        <source>What if the network were faster (%1)</source>
        <translation>Si la red fuera más rápida (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="164"/>
        <source>What if the network were faster: needs a split run and a link test</source>
        <translation>Si la red fuera más rápida: hace falta una ejecución repartida y una prueba de enlaces</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="166"/>
        <source>Time to first token (ms)</source>
        <translation>Tiempo hasta el primer token (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="168"/>
        <source>Predicted from the measured computing time and a model of the link (its round trip and bandwidth) for common kinds of network; the black square and the dark dot are what the run really measured on your link.</source>
        <translation>Previsión a partir del tiempo de cómputo medido y de un modelo del enlace (su ida y vuelta y su ancho de banda) para tipos de red habituales; el cuadrado negro y el punto oscuro son lo que la ejecución midió realmente en tu enlace.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="179"/>
        <source>Your link</source>
        <translation>Tu enlace</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="188"/>
        <source>Predicted tokens/s</source>
        <translation>Tokens/s previstos</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="189"/>
        <source>Predicted first token</source>
        <translation>Primer token previsto</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="193"/>
        <source>Measured tokens/s</source>
        <translation>Tokens/s medidos</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="196"/>
        <source>Measured first token</source>
        <translation>Primer token medido</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="213"/>
        <source>One machine</source>
        <translation>Una máquina</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="220"/>
        <source>A bar that reaches past the dashed line would beat one machine.</source>
        <translation>Una barra que sobrepase la línea discontinua superaría a una máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="233"/>
        <source>Nothing measured in both runs to compare</source>
        <translation>No hay nada medido en ambas ejecuciones que se pueda comparar</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="238"/>
        <source>Tokens per second of every layout both runs measured: a higher bar is more text per second.</source>
        <translation>Tokens por segundo de cada distribución que midieron ambas ejecuciones: una barra más alta significa más texto por segundo.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="242"/>
        <source>Throughput, one stream (Gbit/s)</source>
        <translation>Tasa de transferencia, un flujo (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="243"/>
        <source>Single-stream throughput of every direction both runs measured: a higher bar is a faster link.</source>
        <translation>Tasa de transferencia con un solo flujo de cada sentido que midieron ambas ejecuciones: una barra más alta significa un enlace más rápido.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../ui/CommandLine.cpp" line="15"/>
        <source>ShardScope measures whether local AI inference should be split across your machines.</source>
        <translation>ShardScope mide si conviene repartir la inferencia local de IA entre tus máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="21"/>
        <source>Keep the results in the SQLite file &lt;path&gt; instead of the default one.</source>
        <translation>Guardar los resultados en el archivo SQLite &lt;ruta&gt; en lugar del predeterminado.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="23"/>
        <source>path</source>
        <translation>ruta</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="25"/>
        <source>Show the user interface in &lt;language&gt; (for example &quot;de&quot; or &quot;en&quot;) instead of the system language.</source>
        <translation>Mostrar la interfaz en &lt;idioma&gt; (por ejemplo «es» o «en») en lugar del idioma del sistema.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="27"/>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="40"/>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="48"/>
        <source>--db needs a file path.</source>
        <translation>--db necesita una ruta de archivo.</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="12"/>
        <source>(Details: %1)</source>
        <translation>(Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="42"/>
        <source>The refresh was cancelled. Click Refresh to inventory this computer again.</source>
        <translation>Se canceló la actualización. Haz clic en Actualizar para volver a hacer el inventario de este equipo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="29"/>
        <source>ShardScope could not find its helper program, shardscope-agent, which inventories this computer. It looked in: %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>ShardScope no encontró su programa auxiliar, shardscope-agent, que hace el inventario de este equipo. Buscó en: %1. Reinstala ShardScope, o define la variable de entorno SHARDSCOPE_AGENT con la ruta completa de shardscope-agent y vuelve a iniciar ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="23"/>
        <source>The environment variable SHARDSCOPE_AGENT names %1, which is not an executable file, so ShardScope cannot inventory this computer. Set SHARDSCOPE_AGENT to the full path of shardscope-agent, or remove the variable to use the installed one, and start ShardScope again.</source>
        <translation>La variable de entorno SHARDSCOPE_AGENT apunta a %1, que no es un archivo ejecutable, así que ShardScope no puede hacer el inventario de este equipo. Define SHARDSCOPE_AGENT con la ruta completa de shardscope-agent, o elimina la variable para usar el agente instalado, y vuelve a iniciar ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="47"/>
        <source>ShardScope&apos;s helper program was not found at %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>No se encontró el programa auxiliar de ShardScope en %1. Reinstala ShardScope, o define la variable de entorno SHARDSCOPE_AGENT con la ruta completa de shardscope-agent y vuelve a iniciar ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="52"/>
        <source>The helper program %1 could not be started. Check that the file exists and is executable (chmod +x), or reinstall ShardScope.</source>
        <translation>No se pudo iniciar el programa auxiliar %1. Comprueba que el archivo existe y es ejecutable (chmod +x), o reinstala ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="57"/>
        <source>The helper program %1 stopped unexpectedly while inventorying this computer. Click Refresh to try again; if it keeps happening, please report it together with this message.</source>
        <translation>El programa auxiliar %1 se detuvo inesperadamente mientras hacía el inventario de este equipo. Haz clic en Actualizar para reintentarlo; si vuelve a ocurrir, infórmalo junto con este mensaje.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="63"/>
        <source>The helper program did not answer in time. This computer may be very busy: click Refresh to try again.</source>
        <translation>El programa auxiliar no respondió a tiempo. Puede que este equipo esté muy ocupado: haz clic en Actualizar para reintentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="67"/>
        <source>The helper program could not inventory this computer. Click Refresh to try again.</source>
        <translation>El programa auxiliar no pudo hacer el inventario de este equipo. Haz clic en Actualizar para reintentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="71"/>
        <source>The answer of the helper program %1 could not be read. It may belong to a different ShardScope version: reinstall ShardScope.</source>
        <translation>No se pudo leer la respuesta del programa auxiliar %1. Puede que sea de otra versión de ShardScope: reinstala ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="78"/>
        <source>Inventorying this computer failed. Click Refresh to try again.</source>
        <translation>Falló el inventario de este equipo. Haz clic en Actualizar para reintentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="87"/>
        <source>The database %1 could not be opened, so nothing is saved in this session. Check that you may write to %2, or start ShardScope with --db and another file.</source>
        <translation>No se pudo abrir la base de datos %1, así que en esta sesión no se guarda nada. Comprueba que tienes permiso de escritura en %2, o inicia ShardScope con --db y otro archivo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="92"/>
        <source>The database %1 was written by a newer version of ShardScope, so nothing is saved in this session. Update ShardScope, or start it with --db and another file.</source>
        <translation>La base de datos %1 la escribió una versión más reciente de ShardScope, así que en esta sesión no se guarda nada. Actualiza ShardScope, o inícialo con --db y otro archivo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="97"/>
        <source>The disk that holds the database %1 is full, so the inventory was not saved. Free some space and click Refresh.</source>
        <translation>El disco que contiene la base de datos %1 está lleno, así que no se guardó el inventario. Libera algo de espacio y haz clic en Actualizar.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="105"/>
        <source>Reading or saving in the database %1 failed; the inventory shown may not be saved. If this keeps happening, start ShardScope with --db and another file.</source>
        <translation>Falló la lectura o el guardado en la base de datos %1; puede que el inventario mostrado no se haya guardado. Si vuelve a ocurrir, inicia ShardScope con --db y otro archivo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="113"/>
        <source>The database %1 cannot be written (a full disk or a read-only drive?), so it was opened read-only: the history can be read, but nothing new is saved. Free some space and restart ShardScope, or start it with --db and another file.</source>
        <translation>No se puede escribir en la base de datos %1 (¿disco lleno o unidad de solo lectura?), así que se abrió en modo de solo lectura: el historial se puede consultar, pero no se guarda nada nuevo. Libere espacio y reinicie ShardScope, o inícielo con --db y otro archivo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="122"/>
        <source>The file %1 could not be written. Check that the folder exists, that you may write to it and that the disk is not full, then try again.</source>
        <translation>No se pudo escribir el archivo %1. Comprueba que la carpeta existe, que tienes permiso de escritura en ella y que el disco no está lleno, y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="142"/>
        <source>%1: cancelled. Click Connect all to finish what was left out.</source>
        <translation>%1: cancelado. Haz clic en Conectar todos para terminar lo que quedó pendiente.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="144"/>
        <source>%1: the name %2 could not be found on your network. Check the spelling in Edit…, or enter the machine&apos;s IP address instead.</source>
        <translation>%1: no se encontró el nombre %2 en tu red. Revisa cómo está escrito en Editar…, o introduce la dirección IP de la máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="149"/>
        <source>%1: the connection to %2 port %3 was refused: the machine is on, but no SSH server answers on that port. Start the SSH server on the machine (for example &quot;sudo systemctl start ssh&quot;), or correct the port with the Edit… button.</source>
        <translation>%1: se rechazó la conexión a %2, puerto %3: la máquina está encendida, pero ningún servidor SSH responde en ese puerto. Inicia el servidor SSH en la máquina (por ejemplo &quot;sudo systemctl start ssh&quot;), o usa el botón Editar… para corregir el puerto.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="156"/>
        <source>%1: no answer from %2 port %3 in time. Check that the machine is switched on and on the same network, that a firewall does not block the port, and that the address and port are right.</source>
        <translation>%1: %2 no respondió a tiempo en el puerto %3. Comprueba que la máquina está encendida y en la misma red, que ningún cortafuegos bloquea el puerto y que la dirección y el puerto son correctos.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="163"/>
        <source>%1: the machine did not accept the login as &quot;%2&quot;. Check the user name and the identity file in Edit…, and that your public key is in the machine&apos;s ~/.ssh/authorized_keys (ssh-copy-id puts it there).</source>
        <translation>%1: la máquina no aceptó el inicio de sesión como «%2». Revisa el nombre de usuario y el archivo de identidad en Editar…, y que tu clave pública está en ~/.ssh/authorized_keys de la máquina (ssh-copy-id la pone ahí).</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="170"/>
        <source>%1: the machine&apos;s host key was not trusted, so ShardScope did not connect. Click Connect all again and check the fingerprint when asked.</source>
        <translation>%1: no se confió en la clave de host de la máquina, así que ShardScope no se conectó. Vuelve a hacer clic en Conectar todos y comprueba la huella cuando se te pregunte.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="176"/>
        <source>%1: the machine&apos;s host key has CHANGED since the last connection, so ShardScope refuses to connect. This happens when the machine was reinstalled or replaced, or its SSH server got new keys, but it can also mean that someone is intercepting the connection. If you know why the key changed, remove the old entry with &quot;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&quot; and click Connect all again to check the new fingerprint. If you do not know why, do not connect: ask whoever looks after the machine.</source>
        <translation>%1: la clave de host de la máquina HA CAMBIADO desde la última conexión, así que ShardScope se niega a conectarse. Esto ocurre cuando la máquina se reinstaló o se sustituyó, o su servidor SSH recibió claves nuevas, pero también puede significar que alguien está interceptando la conexión. Si sabes por qué cambió la clave, elimina la entrada antigua con &quot;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&quot; y vuelve a hacer clic en Conectar todos para comprobar la huella nueva. Si no lo sabes, no te conectes: pregunta a quien administre la máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="186"/>
        <source>%1: the machine&apos;s host key is REVOKED: a known_hosts file (%2, or the system-wide one) marks it @revoked, so ShardScope refuses to connect, whatever you answer. A key is revoked when it must not be trusted any more, for example because it was stolen: someone may be impersonating the machine. Ask whoever looks after the machine why the key was revoked and to give it a new host key. The details name the file and the line; remove that line only if it was added by mistake.</source>
        <translation>%1: la clave de host de la máquina está REVOCADA: un archivo known_hosts (%2, o el de todo el sistema) la marca con @revoked, así que ShardScope se niega a conectarse, respondas lo que respondas. Una clave se revoca cuando ya no se debe confiar en ella, por ejemplo porque la robaron: alguien podría estar haciéndose pasar por la máquina. Pregunta a quien administre la máquina por qué se revocó la clave y pídele que le dé una clave de host nueva. Los detalles indican el archivo y la línea; elimina esa línea solo si se añadió por error.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="196"/>
        <source>%1: the SSH connection failed. Check that the machine is reachable with &quot;ssh -p %2 %3&quot; from this computer, then try again.</source>
        <translation>%1: falló la conexión SSH. Comprueba desde este equipo que la máquina es accesible con &quot;ssh -p %2 %3&quot; y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="201"/>
        <source>%1: the ShardScope agent could not be copied to the machine. Check that the machine&apos;s disk is not full and that the user may write to ~/.cache there, then click Retry failed.</source>
        <translation>%1: no se pudo copiar el agente de ShardScope a la máquina. Comprueba que el disco de la máquina no está lleno y que el usuario puede escribir allí en ~/.cache, y haz clic en Reintentar fallidos.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="208"/>
        <source>%1: this ShardScope has no agent build for %2, the processor architecture of that machine, so it cannot inventory or benchmark it. Install a ShardScope package that includes agents for other architectures (they go into agents/%2/ next to shardscope-agent), or leave the machine out.</source>
        <translation>%1: esta instalación de ShardScope no incluye un agente para %2, la arquitectura de procesador de esa máquina, así que no puede hacer su inventario ni medirla. Instala un paquete de ShardScope que incluya agentes para otras arquitecturas (van en agents/%2/ junto a shardscope-agent), o deja fuera la máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="216"/>
        <source>%1: the ShardScope agent cannot run on this machine. It needs Linux with glibc %2 or newer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 or later); musl-based systems such as Alpine are not supported. Update the machine&apos;s system, or leave it out.</source>
        <translation>%1: el agente de ShardScope no puede ejecutarse en esta máquina. Necesita Linux con glibc %2 o posterior (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 o posteriores); los sistemas basados en musl, como Alpine, no son compatibles. Actualiza el sistema de la máquina, o déjala fuera.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="223"/>
        <source>%1: this computer&apos;s ShardScope agent, which would be copied to the machine, was not found. Reinstall ShardScope.</source>
        <translation>%1: no se encontró el agente de ShardScope de este equipo, el que se copiaría a la máquina. Reinstala ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="229"/>
        <source>%1: the ShardScope agent did not start or stopped unexpectedly on the machine. Click Retry failed; if it keeps happening, please report it with this message.</source>
        <translation>%1: el agente de ShardScope no arrancó o se detuvo inesperadamente en la máquina. Haz clic en Reintentar fallidos; si vuelve a ocurrir, infórmalo junto con este mensaje.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="236"/>
        <source>%1: the ShardScope agent on the machine did not answer in time. The machine may be very busy or the network slow: try again.</source>
        <translation>%1: el agente de ShardScope de la máquina no respondió a tiempo. Puede que la máquina esté muy ocupada o la red sea lenta: vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="241"/>
        <source>%1: the ShardScope agent on the machine reported a problem. Try again; if it keeps happening, please report it with this message.</source>
        <translation>%1: el agente de ShardScope de la máquina informó de un problema. Vuelve a intentarlo; si vuelve a ocurrir, infórmalo junto con este mensaje.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="246"/>
        <source>%1: the answer of the agent on the machine could not be read. It may belong to another ShardScope version: click Deploy to put this version there.</source>
        <translation>%1: no se pudo leer la respuesta del agente de la máquina. Puede que sea de otra versión de ShardScope: haz clic en Desplegar para instalar allí esta versión.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="266"/>
        <source>No answer: is the machine on and reachable?</source>
        <translation>Sin respuesta: ¿está la máquina encendida y accesible?</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="166"/>
        <source>your user name</source>
        <translation>tu nombre de usuario</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="213"/>
        <source>its processor</source>
        <translation>su procesador</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="253"/>
        <source>%1: the job failed. Try again.</source>
        <translation>%1: la tarea falló. Vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="260"/>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="262"/>
        <source>Name not found: check the address</source>
        <translation>Nombre no encontrado: revisa la dirección</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="264"/>
        <source>Connection refused: is the SSH server running?</source>
        <translation>Conexión rechazada: ¿está en marcha el servidor SSH?</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="268"/>
        <source>Login refused: check user and key</source>
        <translation>Inicio de sesión rechazado: revisa el usuario y la clave</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="270"/>
        <source>Host key not trusted</source>
        <translation>Clave de host no confiable</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="272"/>
        <source>Host key CHANGED: not connected</source>
        <translation>La clave de host HA CAMBIADO: no conectado</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="274"/>
        <source>Host key REVOKED: not connected</source>
        <translation>La clave de host está REVOCADA: no conectado</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="276"/>
        <source>SSH failed</source>
        <translation>Falló SSH</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="278"/>
        <source>Copying the agent failed</source>
        <translation>Falló la copia del agente</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="280"/>
        <source>No agent for this processor</source>
        <translation>No hay agente para este procesador</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="282"/>
        <source>System not supported</source>
        <translation>Sistema no compatible</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="284"/>
        <source>Agent missing on this computer</source>
        <translation>Falta el agente en este equipo</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="286"/>
        <source>The agent did not answer</source>
        <translation>El agente no respondió</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="290"/>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <location filename="../presentation/HealthText.cpp" line="37"/>
        <source>%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model split across machines; connect the machines to the switch with a cable and use the wired interface for the cluster.</source>
        <translation>%1: la interfaz de red %2 es Wi-Fi. El Wi-Fi añade retardo y jitter que ralentizan un modelo repartido entre máquinas; conecta las máquinas al switch con un cable y usa la interfaz cableada para el clúster.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="42"/>
        <source>%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at 1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the network card.</source>
        <translation>%1: la interfaz de red %2 solo negoció %3 Mb/s. Un enlace del clúster debería ir a 1000 Mb/s o más: revisa el cable (Cat 5e o superior), el puerto del switch y la tarjeta de red.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="47"/>
        <source>%1: network interface %2 runs at half duplex, so it cannot send and receive at the same time. This usually means the cable or the switch port did not negotiate properly: try another cable or port.</source>
        <translation>%1: la interfaz de red %2 funciona en semidúplex, así que no puede enviar y recibir a la vez. Normalmente significa que el cable o el puerto del switch no negociaron bien: prueba con otro cable u otro puerto.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="21"/>
        <source>%1 on %2</source>
        <comment>value on machines</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="52"/>
        <source>The MTU (largest packet size) of the cluster network interfaces differs: %1. Machines with different MTUs can lose or delay large packets between them. Set the same MTU on every machine (1500, or 9000 only if the switch supports jumbo frames).</source>
        <translation>La MTU (tamaño máximo de paquete) de las interfaces de red del clúster es distinta: %1. Entre máquinas con MTU distintas, los paquetes grandes pueden perderse o retrasarse. Configura la misma MTU en todas las máquinas (1500, o 9000 solo si el switch admite tramas jumbo).</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="57"/>
        <source>The NVIDIA driver versions differ: %1. A model split across machines needs the same driver on each: install the same driver version everywhere.</source>
        <translation>Las versiones del controlador de NVIDIA son distintas: %1. Un modelo repartido entre máquinas necesita el mismo controlador en cada una: instala la misma versión del controlador en todas.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="61"/>
        <source>The CUDA versions the NVIDIA drivers support differ: %1. Inference software built for one CUDA version may not run on the others: use the same driver (and CUDA version) on every machine.</source>
        <translation>Las versiones de CUDA que admiten los controladores de NVIDIA son distintas: %1. El software de inferencia compilado para una versión de CUDA puede no funcionar con las demás: usa el mismo controlador (y la misma versión de CUDA) en todas las máquinas.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="67"/>
        <source>The model needs %1 of GPU memory. No single machine has that much (the largest, %2, has %3), but all GPUs together have %4: the model fits only when split across machines, and the network between them will limit its speed.</source>
        <translation>El modelo necesita %1 de memoria de GPU. Ninguna máquina tiene tanta por sí sola (la mayor, %2, tiene %3), pero todas las GPU juntas tienen %4: el modelo solo cabe repartido entre máquinas, y la red entre ellas limitará su velocidad.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="73"/>
        <source>The model needs %1 of GPU memory, but all GPUs together have only %2. Choose a smaller model or a smaller data type (a stronger quantization), or add a machine.</source>
        <translation>El modelo necesita %1 de memoria de GPU, pero todas las GPU juntas solo tienen %2. Elige un modelo más pequeño o un tipo de datos más pequeño (una cuantización más fuerte), o añade una máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>All machines</source>
        <translation>Todas las máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="87"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="89"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="91"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="100"/>
        <source>No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, and across machines MTU, NVIDIA driver and CUDA versions.</source>
        <translation>No se encontraron problemas. Se comprobó: interfaces Wi-Fi, velocidad de enlace y dúplex de las tarjetas de red y, entre máquinas, la MTU y las versiones del controlador de NVIDIA y de CUDA.</translation>
    </message>
</context>
<context>
    <name>InventoryPdf</name>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="57"/>
        <location filename="../presentation/InventoryPdf.cpp" line="160"/>
        <source>ShardScope inventory</source>
        <translation>Inventario de ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="59"/>
        <source>Created %1 with ShardScope %2.</source>
        <translation>Creado el %1 con ShardScope %2.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="63"/>
        <source>Every value below was read from the machine itself by the ShardScope agent. &quot;%1&quot; means the machine did not report that value.</source>
        <translation>El agente de ShardScope leyó cada valor de abajo directamente de la máquina. «%1» significa que la máquina no informó de ese valor.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="67"/>
        <source>Machines</source>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Host name</source>
        <translation>Nombre de host</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Memory</source>
        <translation>Memoria</translation>
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
        <translation>Inventario</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="85"/>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="103"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="106"/>
        <source>Kernel %1, architecture %2, C library %3</source>
        <translation>Kernel %1, arquitectura %2, biblioteca C %3</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="110"/>
        <source>Inference software: %1</source>
        <translation>Software de inferencia: %1</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="111"/>
        <source>Inventory taken %1 by agent %2</source>
        <translation>Inventario hecho el %1 por el agente %2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="130"/>
        <source>Network interfaces</source>
        <translation>Interfaces de red</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="133"/>
        <source>The machine reported no network interfaces.</source>
        <translation>La máquina no informó de ninguna interfaz de red.</translation>
    </message>
</context>
<context>
    <name>InventoryText</name>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="29"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="34"/>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="80"/>
        <source>%1 (%2 cores, %3 threads)</source>
        <translation>%1 (%2 núcleos, %3 hilos)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="83"/>
        <source>%1 (%2 threads)</source>
        <translation>%1 (%2 hilos)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="85"/>
        <source>%1 (%2 cores)</source>
        <translation>%1 (%2 núcleos)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="92"/>
        <location filename="../presentation/InventoryText.cpp" line="200"/>
        <source>%1 (%2 free)</source>
        <translation>%1 (%2 libres)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="100"/>
        <location filename="../presentation/InventoryText.cpp" line="123"/>
        <source>none found</source>
        <translation>no se encontró ninguno</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="133"/>
        <source>(runs on %1)</source>
        <translation>(funciona en %1)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="144"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools (NVML, nvidia-smi) are not installed on this machine.</source>
        <translation>No se encontró ninguna GPU de NVIDIA: las herramientas del controlador de NVIDIA (NVML, nvidia-smi) no están instaladas en esta máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="147"/>
        <source>No NVIDIA GPU found: the NVIDIA driver is installed but sees no GPU. Check that the card is seated and has power.</source>
        <translation>No se encontró ninguna GPU de NVIDIA: el controlador de NVIDIA está instalado, pero no ve ninguna GPU. Comprueba que la tarjeta está bien insertada y tiene alimentación.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="150"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools are installed but did not work. After a driver update, restart the machine; otherwise run nvidia-smi on it to see the error.</source>
        <translation>No se encontró ninguna GPU de NVIDIA: las herramientas del controlador de NVIDIA están instaladas, pero no funcionaron. Tras actualizar el controlador, reinicia la máquina; si no, ejecuta nvidia-smi en ella para ver el error.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="152"/>
        <source>No NVIDIA GPU was found on this machine.</source>
        <translation>No se encontró ninguna GPU de NVIDIA en esta máquina.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="159"/>
        <source>(The probe reported: %1)</source>
        <translation>(La sonda informó: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Driver</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Compute capability</source>
        <translation>Capacidad de cómputo</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>PCIe link</source>
        <translation>Enlace PCIe</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>Power limit</source>
        <translation>Límite de potencia</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Interface</source>
        <translation>Interfaz</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Addresses</source>
        <translation>Direcciones</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Default route</source>
        <translation>Ruta predeterminada</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Errors / drops</source>
        <translation>Errores / descartes</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="211"/>
        <source>Gen %1 ×%2</source>
        <translation>Gen %1 ×%2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="219"/>
        <source>%1 (card can do Gen %2 ×%3)</source>
        <translation>%1 (la tarjeta admite Gen %2 ×%3)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="228"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="239"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="252"/>
        <source>up</source>
        <translation>activa</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="254"/>
        <source>down</source>
        <translation>inactiva</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="257"/>
        <source>waiting to connect (for example, Wi-Fi not joined yet)</source>
        <translation>esperando conexión (por ejemplo, aún no se ha unido a la red Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="259"/>
        <source>no link (cable unplugged or the other end is off)</source>
        <translation>sin enlace (cable desconectado o el otro extremo está apagado)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="261"/>
        <source>always up</source>
        <translation>siempre activa</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="271"/>
        <source>full duplex</source>
        <translation>dúplex completo</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="274"/>
        <source>half duplex</source>
        <translation>semidúplex</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="280"/>
        <source>not reported</source>
        <translation>no informado</translation>
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
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="290"/>
        <source>loopback</source>
        <translation>loopback</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="292"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="294"/>
        <source>virtual</source>
        <translation>virtual</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="295"/>
        <source>wired</source>
        <translation>cableada</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="302"/>
        <source>errors %1 / %2, drops %3 / %4 (in / out)</source>
        <translation>errores %1 / %2, descartes %3 / %4 (entrada / salida)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="12"/>
        <source>Not inventoried yet</source>
        <translation>Aún sin inventario</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="14"/>
        <source>Refreshing… (showing the inventory from %1)</source>
        <translation>Actualizando… (se muestra el inventario del %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="16"/>
        <source>Inventorying…</source>
        <translation>Haciendo inventario…</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="18"/>
        <source>Stored inventory from %1</source>
        <translation>Inventario guardado del %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="20"/>
        <source>Inventoried %1</source>
        <translation>Inventario hecho el %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="22"/>
        <source>Refresh failed (showing the inventory from %1)</source>
        <translation>Falló la actualización (se muestra el inventario del %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="24"/>
        <source>Inventory failed</source>
        <translation>Falló el inventario</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="26"/>
        <source>Refresh cancelled (showing the inventory from %1)</source>
        <translation>Actualización cancelada (se muestra el inventario del %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="28"/>
        <source>Inventory cancelled</source>
        <translation>Inventario cancelado</translation>
    </message>
</context>
<context>
    <name>LinkText</name>
    <message>
        <location filename="../presentation/LinkText.cpp" line="27"/>
        <source>(Details: %1)</source>
        <translation>(Detalles: %1)</translation>
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
        <translation>%1 %</translation>
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
        <translation>iniciando el servidor de prueba en %1</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="87"/>
        <source>measuring round trips (UDP probes)</source>
        <translation>midiendo tiempos de ida y vuelta (sondas UDP)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="89"/>
        <source>measuring request/response round trips (TCP)</source>
        <translation>midiendo tiempos de ida y vuelta de petición/respuesta (TCP)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="91"/>
        <source>finding the largest packet that gets through (path MTU)</source>
        <translation>buscando el paquete más grande que pasa (MTU de la ruta)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="93"/>
        <source>reading the network interfaces</source>
        <translation>leyendo las interfaces de red</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>1 stream</source>
        <translation>1 flujo</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>%1 streams</source>
        <translation>%1 flujos</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="99"/>
        <source>measuring throughput both ways at once, %1</source>
        <translation>midiendo la tasa de transferencia en ambos sentidos a la vez, %1</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="100"/>
        <source>measuring throughput %1, %2</source>
        <translation>midiendo la tasa de transferencia %1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="103"/>
        <source>measuring round trips while %1 is busy</source>
        <translation>midiendo tiempos de ida y vuelta mientras %1 está cargado</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="104"/>
        <source>measuring (%1)</source>
        <translation>midiendo (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="111"/>
        <source>%1: %2, %3 %</source>
        <translation>%1: %2, %3 %</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="118"/>
        <source>Both ends are the same machine (one network stack): the traffic never left it, so these figures say nothing about your network.</source>
        <translation>Ambos extremos son la misma máquina (una sola pila de red): el tráfico nunca salió de ella, así que estas cifras no dicen nada de tu red.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="121"/>
        <source>One stream reaches less than 80 % of the speed the network cards negotiated.</source>
        <translation>Un flujo alcanza menos del 80 % de la velocidad que negociaron las tarjetas de red.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="123"/>
        <source>More than 0.1 % of the probes were lost.</source>
        <translation>Se perdió más del 0,1 % de las sondas.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="125"/>
        <source>The round trip varies by more than 1 ms from probe to probe.</source>
        <translation>La ida y vuelta varía más de 1 ms de una sonda a otra.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="127"/>
        <source>One direction is more than 20 % slower than the other.</source>
        <translation>Un sentido es más de un 20 % más lento que el otro.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="129"/>
        <source>The packet size (MTU) is not the same along the path.</source>
        <translation>El tamaño de paquete (MTU) no es el mismo en toda la ruta.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="131"/>
        <source>One end uses Wi-Fi.</source>
        <translation>Un extremo usa Wi-Fi.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="133"/>
        <source>Under load, round trips grow to more than five times the idle value (bufferbloat): something on the path queues too much.</source>
        <translation>Con carga, la ida y vuelta crece a más de cinco veces el valor en reposo (bufferbloat): algo en la ruta retiene demasiados paquetes en cola.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="136"/>
        <source>A network interface counted errors or dropped packets during the test.</source>
        <translation>Una interfaz de red contó errores o paquetes descartados durante la prueba.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="140"/>
        <source>Something about this link looks unusual.</source>
        <translation>Algo en este enlace parece inusual.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="147"/>
        <source>Check the addresses: two entries may point at the same computer, or a machine&apos;s cluster interface may be loopback. Give each machine its own address on the cluster interface.</source>
        <translation>Revisa las direcciones: puede que dos entradas apunten al mismo equipo, o que la interfaz del clúster de una máquina sea loopback. Dale a cada máquina su propia dirección en la interfaz del clúster.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="150"/>
        <source>Check the cable (Cat 5e or better, undamaged), the switch port, that both ends run full duplex, power saving (EEE) on the network cards, and whether one busy CPU core limits a single stream (compare with the parallel-stream figure).</source>
        <translation>Revisa el cable (Cat 5e o superior, sin daños), el puerto del switch, que ambos extremos funcionen en dúplex completo, el ahorro de energía (EEE) de las tarjetas de red y si un núcleo de CPU ocupado limita un solo flujo (compáralo con la cifra de flujos en paralelo).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="154"/>
        <source>Check the cable and its plugs, the error counters of the switch port, the Wi-Fi signal, and whether a switch or router on the way is overloaded.</source>
        <translation>Revisa el cable y sus conectores, los contadores de errores del puerto del switch, la señal Wi-Fi y si algún switch o router del camino está sobrecargado.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="157"/>
        <source>Check for Wi-Fi (use a cable), power saving on the network cards, other traffic on the same link, and the QoS settings of the switch.</source>
        <translation>Revisa si hay Wi-Fi (usa un cable), el ahorro de energía de las tarjetas de red, otro tráfico en el mismo enlace y la configuración de QoS del switch.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="161"/>
        <source>Check speed and duplex on both ends (ethtool), the cable (one faulty wire pair slows one direction), and whether one machine&apos;s CPU or network card settings limit sending.</source>
        <translation>Revisa la velocidad y el dúplex en ambos extremos (ethtool), el cable (un par de hilos defectuoso ralentiza un sentido) y si la CPU o la configuración de la tarjeta de red de una máquina limitan el envío.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="164"/>
        <source>Check the MTU settings: set the same MTU on both interfaces and on the switch (jumbo frames everywhere or nowhere).</source>
        <translation>Revisa la configuración de MTU: pon la misma MTU en ambas interfaces y en el switch (tramas jumbo en todas partes o en ninguna).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="168"/>
        <source>Wi-Fi adds delay and jitter and shares air time with everything else: use a wired connection between machines that split a model.</source>
        <translation>El Wi-Fi añade retardo y jitter y comparte el tiempo de emisión con todo lo demás: usa una conexión por cable entre las máquinas que reparten un modelo.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="171"/>
        <source>Check the queue settings: turn on smart queue management (fq_codel or cake, often called QoS or SQM) on routers on the way, or connect the machines through a plain switch instead of a router.</source>
        <translation>Revisa la gestión de colas: activa la gestión inteligente de colas (fq_codel o cake, a menudo llamada QoS o SQM) en los routers del camino, o conecta las máquinas a través de un switch sencillo en lugar de un router.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="175"/>
        <source>Check the cable, the switch port, a duplex mismatch and the network card&apos;s driver; &quot;ip -s link&quot; on the machine shows the counters.</source>
        <translation>Revisa el cable, el puerto del switch, un desajuste de dúplex y el controlador de la tarjeta de red; &quot;ip -s link&quot; en la máquina muestra los contadores.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="192"/>
        <source>(Measured: %1)</source>
        <translation>(Medido: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="205"/>
        <source>%1: stopped before it finished. Click Run to measure it again.</source>
        <translation>%1: se detuvo antes de terminar. Haz clic en Ejecutar para volver a medirlo.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="207"/>
        <source>%1: the test did not finish in time. A firewall on %2 may block the test (ShardScope uses random high TCP and UDP ports on the cluster interface), or a machine was very busy.</source>
        <translation>%1: la prueba no terminó a tiempo. Puede que un cortafuegos en %2 bloquee la prueba (ShardScope usa puertos TCP y UDP altos aleatorios en la interfaz del clúster), o que una máquina estuviera muy ocupada.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="214"/>
        <source>%1: the agent reported an error. Check that %2 reaches %3 at its cluster address (firewall, routes, the right interface chosen).</source>
        <translation>%1: el agente informó de un error. Comprueba que %2 llega a %3 en su dirección del clúster (cortafuegos, rutas, interfaz correcta elegida).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="219"/>
        <source>%1: an agent stopped unexpectedly during the test. Run it again; if it keeps happening, please report it with this message.</source>
        <translation>%1: un agente se detuvo inesperadamente durante la prueba. Vuelve a ejecutarla; si vuelve a ocurrir, infórmalo junto con este mensaje.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="224"/>
        <source>%1: an agent&apos;s answer could not be read. Deploy the agent again so that every machine runs the same version.</source>
        <translation>%1: no se pudo leer la respuesta de un agente. Vuelve a desplegar el agente para que todas las máquinas ejecuten la misma versión.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="231"/>
        <source>%1: not measured: %2.</source>
        <translation>%1: no medido: %2.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="237"/>
        <source>fast enough to try tensor parallelism, which exchanges data at every layer</source>
        <translation>lo bastante rápido para probar el paralelismo de tensores, que intercambia datos en cada capa</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="239"/>
        <source>good for splitting a model with pipeline parallelism; tensor parallelism would wait on this link at every layer</source>
        <translation>bueno para repartir un modelo con paralelismo de pipeline; con paralelismo de tensores, cada capa esperaría a este enlace</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="242"/>
        <source>usable for pipeline parallelism at some cost per token; independent copies of the model on each machine avoid the link</source>
        <translation>utilizable para paralelismo de pipeline con cierto coste por token; con copias independientes del modelo en cada máquina se evita el enlace</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="245"/>
        <source>slow for splitting a model across it: independent copies of the model on each machine suit it better</source>
        <translation>lento para repartir un modelo a través de él: conviene más tener copias independientes del modelo en cada máquina</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="16"/>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, 1 stream</source>
        <translation>Tasa de transferencia, 1 flujo</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, %1 streams</source>
        <translation>Tasa de transferencia, %1 flujos</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="20"/>
        <source>Round trip, median (p50)</source>
        <translation>Ida y vuelta, mediana (p50)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="22"/>
        <source>Round trip, 99th percentile (p99)</source>
        <translation>Ida y vuelta, percentil 99 (p99)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="24"/>
        <source>Jitter (RFC 3550)</source>
        <translation>Jitter (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="26"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="37"/>
        <source>Data per second that arrived over one TCP connection in this direction alone. One stream is what a single transfer between two inference processes gets.</source>
        <translation>Datos por segundo que llegaron por una sola conexión TCP en este sentido, sin tráfico en el otro. Un flujo es lo que obtiene una única transferencia entre dos procesos de inferencia.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="40"/>
        <source>Data per second that arrived over several parallel TCP connections in this direction alone: what the link carries when one stream is not enough to fill it.</source>
        <translation>Datos por segundo que llegaron por varias conexiones TCP en paralelo en este sentido, sin tráfico en el otro: lo que transporta el enlace cuando un solo flujo no basta para llenarlo.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="43"/>
        <source>Half of the small UDP probes came back faster than this, with the link otherwise idle. Both directions of a pair share one round trip.</source>
        <translation>La mitad de las pequeñas sondas UDP volvieron más rápido que esto, con el enlace sin otro tráfico. Los dos sentidos de un par comparten una misma ida y vuelta.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="46"/>
        <source>99 of 100 small UDP probes came back faster than this, with the link otherwise idle: the slow outliers that make one token of many late.</source>
        <translation>99 de cada 100 pequeñas sondas UDP volvieron más rápido que esto, con el enlace sin otro tráfico: los casos lentos que retrasan un token de vez en cuando.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="49"/>
        <source>How much the round trip varies from one probe to the next (RFC 3550 interarrival jitter), with the link otherwise idle.</source>
        <translation>Cuánto varía la ida y vuelta de una sonda a la siguiente (jitter entre llegadas según RFC 3550), con el enlace sin otro tráfico.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="52"/>
        <source>Share of the small UDP probes that never came back.</source>
        <translation>Proporción de las pequeñas sondas UDP que nunca volvieron.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="64"/>
        <source>Green: 90 % or more of the negotiated link speed (or of the fastest pair, where the speed is not known); red: 30 % or less.</source>
        <translation>Verde: 90 % o más de la velocidad de enlace negociada (o del par más rápido, si no se conoce la velocidad); rojo: 30 % o menos.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="67"/>
        <source>Green: 0.25 ms or less; red: 5 ms or more.</source>
        <translation>Verde: 0,25 ms o menos; rojo: 5 ms o más.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="69"/>
        <source>Green: 0.5 ms or less; red: 10 ms or more.</source>
        <translation>Verde: 0,5 ms o menos; rojo: 10 ms o más.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="71"/>
        <source>Green: 0.02 ms or less; red: 1 ms or more.</source>
        <translation>Verde: 0,02 ms o menos; rojo: 1 ms o más.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="73"/>
        <source>Green: no loss (0.01 % or less); red: 1 % or more.</source>
        <translation>Verde: sin pérdida (0,01 % o menos); rojo: 1 % o más.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="103"/>
        <source>%1: both ends are in the same network stack, so these figures are not a network measurement and say nothing about a link between two machines.</source>
        <translation>%1: ambos extremos están en la misma pila de red, así que estas cifras no son una medida de red y no dicen nada de un enlace entre dos máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="110"/>
        <source>%1: this test has no throughput or round-trip figure.</source>
        <translation>%1: esta prueba no tiene cifra de tasa de transferencia ni de ida y vuelta.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="115"/>
        <source>%1: %2 on one stream (more than the %3 the interfaces report: a virtual link, or the reported speed is wrong), %4 round trip: %5.</source>
        <translation>%1: %2 con un flujo (más que los %3 que indican las interfaces: un enlace virtual, o la velocidad indicada es errónea), %4 de ida y vuelta: %5.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="120"/>
        <source>%1: %2 on one stream (%3 % of the %4 link), %5 round trip: %6.</source>
        <translation>%1: %2 con un flujo (%3 % del enlace de %4), %5 de ida y vuelta: %6.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="124"/>
        <source>%1: %2 on one stream, %3 round trip: %4.</source>
        <translation>%1: %2 con un flujo, %3 de ida y vuelta: %4.</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <location filename="../presentation/NodeText.cpp" line="17"/>
        <source>%1, port %2</source>
        <translation>%1, puerto %2</translation>
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
        <translation>ShardScope no se ha conectado antes a %1, así que todavía no puede saber si de verdad está hablando con esa máquina. La máquina presenta esta clave de host:

Host: %2
Puerto: %3
Tipo de clave: %4
Huella: %5

¿Confías en esta clave?</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="35"/>
        <source>To check it, run this on the machine itself (at its keyboard, or over a connection you already trust):

    ssh-keygen -lf %1

and compare the SHA256 fingerprint it prints with the one above. Trust the key only if they are the same. Trusting adds it to %2; Cancel connects to nothing.</source>
        <translation>Para comprobarla, ejecuta esto en la propia máquina (en su teclado, o a través de una conexión en la que ya confíes):

    ssh-keygen -lf %1

y compara la huella SHA256 que muestra con la de arriba. Confía en la clave solo si son iguales. Al confiar, se añade a %2; Cancelar no conecta con nada.</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="57"/>
        <source>The server says: “%1”</source>
        <translation>El servidor dice: «%1»</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="17"/>
        <location filename="../ui/NodeStateText.cpp" line="118"/>
        <source>Queued</source>
        <translation>En cola</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="19"/>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="21"/>
        <source>Checking platform…</source>
        <translation>Comprobando la plataforma…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="24"/>
        <source>Uploading %1 %…</source>
        <translation>Subiendo %1 %…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="25"/>
        <source>Uploading…</source>
        <translation>Subiendo…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="27"/>
        <source>Verifying…</source>
        <translation>Verificando…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="29"/>
        <source>Starting agent…</source>
        <translation>Iniciando el agente…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="31"/>
        <source>Probing…</source>
        <translation>Haciendo inventario…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="33"/>
        <source>Removing…</source>
        <translation>Quitando…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="35"/>
        <location filename="../ui/NodeStateText.cpp" line="69"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="37"/>
        <location filename="../ui/NodeStateText.cpp" line="76"/>
        <location filename="../ui/NodeStateText.cpp" line="128"/>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="39"/>
        <location filename="../ui/NodeStateText.cpp" line="130"/>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="73"/>
        <source>Not connected yet: click Connect all</source>
        <translation>Aún no conectado: haz clic en Conectar todos</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="87"/>
        <location filename="../ui/NodeStateText.cpp" line="102"/>
        <source>Removed: nothing of ShardScope is left on this machine</source>
        <translation>Quitado: no queda nada de ShardScope en esta máquina</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="94"/>
        <source>Cancelled: click Deploy or Retry failed to go on</source>
        <translation>Cancelado: haz clic en Desplegar o Reintentar fallidos para continuar</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="97"/>
        <source>Ready: the agent was uploaded and answers</source>
        <translation>Listo: el agente se subió y responde</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="98"/>
        <source>Ready: the agent was already there and answers</source>
        <translation>Listo: el agente ya estaba allí y responde</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="99"/>
        <source>Ready: the agent is on this machine</source>
        <translation>Listo: el agente está en esta máquina</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="103"/>
        <source>Not deployed yet</source>
        <translation>Aún sin desplegar</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="111"/>
        <source>Uploading %1 %</source>
        <translation>Subiendo %1 %</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="112"/>
        <source>Uploading</source>
        <translation>Subiendo</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="114"/>
        <source>Verifying</source>
        <translation>Verificando</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="116"/>
        <source>Starting agent</source>
        <translation>Iniciando el agente</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="120"/>
        <source>Connecting</source>
        <translation>Conectando</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="122"/>
        <source>Checking platform</source>
        <translation>Comprobando la plataforma</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="124"/>
        <source>Probing</source>
        <translation>Haciendo inventario</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="126"/>
        <source>Removing</source>
        <translation>Quitando</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="133"/>
        <location filename="../ui/NodeStateText.cpp" line="141"/>
        <source>Removed</source>
        <translation>Quitado</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="49"/>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <location filename="../ui/NodeStateText.cpp" line="139"/>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="142"/>
        <source>Not deployed</source>
        <translation>Sin desplegar</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="147"/>
        <source>ShardScope uses it for this connection only and never saves it.</source>
        <translation>ShardScope la usa solo para esta conexión y nunca la guarda.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="149"/>
        <source>The key file %1 is protected by a passphrase. Enter it to connect%2.</source>
        <translation>El archivo de clave %1 está protegido con una frase de contraseña. Introdúcela para conectarte%2.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="151"/>
        <source> to %1</source>
        <translation> a %1</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="156"/>
        <source>The server asks for a password.</source>
        <translation>El servidor pide una contraseña.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="157"/>
        <source>Logging in to %1 needs a password.</source>
        <translation>Iniciar sesión en %1 requiere una contraseña.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="159"/>
        <source>Tip: with an SSH key (ssh-keygen, then ssh-copy-id) you will not be asked again.</source>
        <translation>Consejo: con una clave SSH (ssh-keygen y luego ssh-copy-id) no se te volverá a preguntar.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>Passphrase of the SSH key</source>
        <translation>Frase de contraseña de la clave SSH</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>SSH password</source>
        <translation>Contraseña SSH</translation>
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
        <translation>Página %1 de %2</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="344"/>
        <source>the model %1 cannot be built: %2</source>
        <translation>el modelo %1 no se puede construir: %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="346"/>
        <source>no data type is chosen: choose f32, bf16 or f16</source>
        <translation>no se ha elegido ningún tipo de datos: elige f32, bf16 o f16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="348"/>
        <source>no backend is chosen: choose the CPU or NVIDIA GPUs (CUDA)</source>
        <translation>no se ha elegido ningún backend: elige la CPU o GPU NVIDIA (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="350"/>
        <source>no machine is chosen: check at least one</source>
        <translation>no se ha elegido ninguna máquina: marca al menos una</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="352"/>
        <source>a benchmark takes at most %1 machines, %2 are chosen</source>
        <translation>un benchmark admite como máximo %1 máquinas, hay %2 elegidas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="356"/>
        <source>give at least one number of requests at once</source>
        <translation>indica al menos un número de peticiones a la vez</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="358"/>
        <source>the workload at %n request(s) at once cannot run: %1</source>
        <translation>
            <numerusform>la carga con %n petición a la vez no puede ejecutarse: %1</numerusform>
            <numerusform>la carga con %n peticiones a la vez no puede ejecutarse: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="361"/>
        <source>a set of machines names machine number %1, but the plan has %n machine(s)</source>
        <translation>
            <numerusform>un conjunto de máquinas nombra la máquina número %1, pero el plan tiene %n máquina</numerusform>
            <numerusform>un conjunto de máquinas nombra la máquina número %1, pero el plan tiene %n máquinas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="365"/>
        <source>the set of machines %1 names %2 twice</source>
        <translation>el conjunto de máquinas %1 nombra %2 dos veces</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="368"/>
        <source>the set of machines %1 has fewer than two machines: a split or one copy per machine needs two</source>
        <translation>el conjunto de máquinas %1 tiene menos de dos máquinas: una división o una copia por máquina necesita dos</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="372"/>
        <source>a layout of the plan is not set</source>
        <translation>una distribución del plan no está definida</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="374"/>
        <source>%1 needs at least two machines, %n given</source>
        <translation>
            <numerusform>%1 necesita al menos dos máquinas, se dio %n</numerusform>
            <numerusform>%1 necesita al menos dos máquinas, se dieron %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="377"/>
        <source>%1 over %2 cannot hold %3: %4</source>
        <translation>%1 sobre %2 no puede contener %3: %4</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="391"/>
        <source>the number of layers</source>
        <translation>el número de capas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="393"/>
        <source>the hidden size</source>
        <translation>el tamaño oculto</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="395"/>
        <source>the number of query heads</source>
        <translation>el número de cabezas de consulta</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="397"/>
        <source>the number of KV heads</source>
        <translation>el número de cabezas KV</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="399"/>
        <source>the head dimension</source>
        <translation>la dimensión de cabeza</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="401"/>
        <source>the intermediate size</source>
        <translation>el tamaño intermedio</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="403"/>
        <source>the vocabulary size</source>
        <translation>el tamaño del vocabulario</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="407"/>
        <source>a dimension of the model</source>
        <translation>una dimensión del modelo</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="427"/>
        <source>%1 must be at least 1, not 0</source>
        <translation>%1 debe ser al menos 1, no 0</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="429"/>
        <source>%1 is %2, more than the %3 ShardScope can build</source>
        <translation>%1 es %2, más que el máximo de %3 que ShardScope puede construir</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="432"/>
        <source>the model&apos;s %1 query heads do not split into equal groups over its %2 KV heads; the number of query heads must be a multiple of the number of KV heads</source>
        <translation>las %1 cabezas de consulta del modelo no se reparten en grupos iguales entre sus %2 cabezas KV; el número de cabezas de consulta debe ser múltiplo del número de cabezas KV</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="436"/>
        <source>the head dimension is %1, an odd number, and the rotary position embedding needs an even one</source>
        <translation>la dimensión de cabeza es %1, un número impar, y la codificación posicional rotatoria necesita un número par</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="440"/>
        <source>the base of the rotary position embedding (rope_theta) must be a number above 1</source>
        <translation>la base de la codificación posicional rotatoria (rope_theta) debe ser un número mayor que 1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="442"/>
        <source>the epsilon of the normalisation (rms_norm_eps) must be between 0 and 1</source>
        <translation>el épsilon de la normalización (rms_norm_eps) debe estar entre 0 y 1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="444"/>
        <source>a benchmark runs on 1 to %1 machines, not %2</source>
        <translation>una prueba de rendimiento usa de 1 a %1 máquinas, no %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="446"/>
        <source>a single-machine run uses one machine, not %1</source>
        <translation>una ejecución en una sola máquina usa una máquina, no %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="448"/>
        <source>the model&apos;s %1 query heads and %2 KV heads must both divide evenly by %3; choose a number of machines that divides both</source>
        <translation>las %1 cabezas de consulta y las %2 cabezas KV del modelo deben ser divisibles entre %3; elige un número de máquinas que divida a ambas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="452"/>
        <source>the model&apos;s intermediate size, %1, must divide evenly by %2</source>
        <translation>el tamaño intermedio del modelo, %1, debe ser divisible entre %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="454"/>
        <source>the model&apos;s vocabulary of %1 tokens cannot be shared by %2 machines</source>
        <translation>el vocabulario de %1 tokens del modelo no se puede repartir entre %2 máquinas</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="456"/>
        <source>the model has %n layer(s) and each of the %1 machines needs at least one; use at most %n machine(s)</source>
        <translation>
            <numerusform>el modelo tiene %n capa y cada una de las %1 máquinas necesita al menos una; usa como máximo %n máquina</numerusform>
            <numerusform>el modelo tiene %n capas y cada una de las %1 máquinas necesita al menos una; usa como máximo %n máquinas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="461"/>
        <source>the layout is not known</source>
        <translation>la distribución es desconocida</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="465"/>
        <source>the query heads times the head dimension</source>
        <translation>las cabezas de consulta por la dimensión de cabeza</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="468"/>
        <source>%1 stores weights in blocks of %2 values, and %3 over %4 machines is %5 per machine, not a multiple of %2; choose f32 or bf16, or another number of machines</source>
        <translation>%1 guarda los pesos en bloques de %2 valores, y %3 en %4 máquinas es %5 por máquina, que no es múltiplo de %2; elija f32 o bf16, u otro número de máquinas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="472"/>
        <source>%1 stores weights in blocks of %2 values, and %3 is %4, not a multiple of %2; choose f32 or bf16</source>
        <translation>%1 guarda los pesos en bloques de %2 valores, y %3 es %4, que no es múltiplo de %2; elija f32 o bf16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="478"/>
        <source>the prompt length must be from %1 to %2 tokens, not %3</source>
        <translation>la longitud del prompt debe estar entre %1 y %2 tokens, no %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="480"/>
        <source>the answer length must be from %1 to %2 tokens, not %3</source>
        <translation>la longitud de la respuesta debe estar entre %1 y %2 tokens, no %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="482"/>
        <source>the prompt and the answer together must be at most %1 tokens, not %2</source>
        <translation>el prompt y la respuesta juntos deben sumar como máximo %1 tokens, no %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="484"/>
        <source>the requests at once must be from %1 to %2, not %3</source>
        <translation>el número de peticiones a la vez debe estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="486"/>
        <source>the warm-up must be from %1 to %2 steps, not %3</source>
        <translation>el calentamiento debe durar entre %1 y %2 pasos, no %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="488"/>
        <source>the prompt must be read and timed from %1 to %2 times, not %3</source>
        <translation>el prompt debe leerse y medirse de %1 a %2 veces, no %3</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="107"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="64"/>
        <location filename="../presentation/ReportPdf.cpp" line="352"/>
        <source>none</source>
        <translation>no hay</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="73"/>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2 (%3 cada una)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="76"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="83"/>
        <source>unknown CPU</source>
        <translation>CPU desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="86"/>
        <source>%1 cores, %2 threads</source>
        <translation>%1 núcleos, %2 hilos</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="110"/>
        <source>speed unknown</source>
        <translation>velocidad desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="111"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="113"/>
        <source> (Wi-Fi)</source>
        <translation> (Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="115"/>
        <source>(default route; the cluster address is on no interface)</source>
        <translation>(ruta predeterminada; la dirección del clúster no está en ninguna interfaz)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="140"/>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="141"/>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="142"/>
        <location filename="../presentation/ReportPdf.cpp" line="355"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="143"/>
        <source>%1, %2 on %3</source>
        <translation>%1, %2 en %3</translation>
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
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="149"/>
        <source>Compared at</source>
        <translation>Comparado con</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="150"/>
        <source>%1 sequences in flight</source>
        <translation>%1 secuencias en curso</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>Link test</source>
        <translation>Prueba de enlaces</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>run %1 of %2</source>
        <translation>ejecución %1 del %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="166"/>
        <source>no inventory stored</source>
        <translation>no hay inventario guardado</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="172"/>
        <source>unknown host name</source>
        <translation>nombre de host desconocido</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="177"/>
        <source>RAM %1</source>
        <translation>RAM %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="178"/>
        <source>RAM unknown</source>
        <translation>RAM desconocida</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="181"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Machine</source>
        <translation>Máquina</translation>
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
        <translation>Memoria</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>Cluster interface</source>
        <translation>Interfaz del clúster</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="201"/>
        <source>Link test %1 of %2. Each row is one direction; the round trip is the pair&apos;s (UDP echo, idle link); throughput is what arrived with one TCP stream and with several.</source>
        <translation>Prueba de enlaces %1 del %2. Cada fila es un sentido; la ida y vuelta es la del par (eco UDP, enlace en reposo); la tasa de transferencia es lo que llegó con un flujo TCP y con varios.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="216"/>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="217"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>To</source>
        <translation>Hacia</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Round trip p50</source>
        <translation>Ida y vuelta p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>1 stream</source>
        <translation>1 flujo</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>%1 streams</source>
        <translation>%1 flujos</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="260"/>
        <location filename="../presentation/ReportPdf.cpp" line="270"/>
        <source>The model of the network uses the slowest pair: %1 round trip (TCP), %2.</source>
        <translation>El modelo de la red usa el par más lento: %1 de ida y vuelta (TCP), %2.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="253"/>
        <source>The model of the network uses the slowest pair between %1: %2 round trip (TCP), %3.</source>
        <translation>El modelo de la red usa el par más lento entre %1: %2 de ida y vuelta (TCP), %3.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="264"/>
        <source>Over all of the run&apos;s machines the slowest pair measured %1 round trip (TCP), %2.</source>
        <translation>Entre todas las máquinas de la ejecución, el par más lento midió %1 de ida y vuelta (TCP), %2.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="280"/>
        <source>No run completed: there is nothing to chart.</source>
        <translation>No se completó ninguna ejecución: no hay nada que representar.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="321"/>
        <source>Throughput and time per decode step</source>
        <translation>Rendimiento y tiempo por paso de decodificación</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>Layout</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>In flight</source>
        <translation>En curso</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Requests/s</source>
        <translation>Peticiones/s</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Output tokens/s</source>
        <translation>Tokens/s de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Step (ms)</source>
        <translation>Paso (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Compute (ms)</source>
        <translation>Cómputo (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Comm. (ms)</source>
        <translation>Comunic. (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="326"/>
        <source>Latency percentiles (ms)</source>
        <translation>Percentiles de latencia (ms)</translation>
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
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="357"/>
        <source>%1 layers, hidden %2, %3 heads (%4 key/value), head size %5, SwiGLU %6, vocabulary %7</source>
        <translation>%1 capas, oculta %2, %3 cabezas (%4 de clave/valor), tamaño de cabeza %5, SwiGLU %6, vocabulario %7</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="362"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="363"/>
        <source>%1 billion</source>
        <translation>%1 mil millones</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="365"/>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="366"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="368"/>
        <source>every core</source>
        <translation>todos los núcleos</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="369"/>
        <source>Prompt tokens</source>
        <translation>Tokens del prompt</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="370"/>
        <source>Output tokens</source>
        <translation>Tokens de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="371"/>
        <source>Warm-up steps</source>
        <translation>Pasos de calentamiento</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="372"/>
        <source>Timed prefills</source>
        <translation>Prefills medidos</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="373"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="374"/>
        <source>Layouts</source>
        <translation>Distribuciones</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="376"/>
        <source>Sequences in flight</source>
        <translation>Secuencias en curso</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="377"/>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="378"/>
        <source>TTFT target</source>
        <translation>Objetivo de TTFT</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="379"/>
        <source>TPOT target</source>
        <translation>Objetivo de TPOT</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="148"/>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <source>Machines</source>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="154"/>
        <source>none covers these machines</source>
        <translation>ninguna abarca estas máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Host and system</source>
        <translation>Host y sistema</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="196"/>
        <source>The run used one machine: no link between machines took part.</source>
        <translation>La ejecución usó una sola máquina: no intervino ningún enlace entre máquinas.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="197"/>
        <source>No stored link test measured every pair of these machines before the run ended. Run a link test of these machines for the network figures.</source>
        <translation>Ninguna prueba de enlaces guardada midió cada par de estas máquinas antes de que terminara la ejecución. Ejecuta una prueba de enlaces de estas máquinas para obtener las cifras de red.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="334"/>
        <source>TTFT: time to first token, one shared prefill per run, so its percentiles are one timing. TPOT: time per output token after the first. ITL: every gap between two tokens. E2E: the whole request.</source>
        <translation>TTFT: tiempo hasta el primer token, con un único prefill compartido por ejecución, así que sus percentiles son una sola medición. TPOT: tiempo por token de salida después del primero. ITL: cada intervalo entre dos tokens. E2E: la petición completa.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="367"/>
        <source>Threads per machine</source>
        <translation>Hilos por máquina</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="375"/>
        <source>%1 (one machine always runs first)</source>
        <translation>%1 (siempre se ejecuta primero en una máquina)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="384"/>
        <source>Machine %1</source>
        <translation>Máquina %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="385"/>
        <source>cluster address %1</source>
        <translation>dirección del clúster %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="387"/>
        <source>Measured with</source>
        <translation>Medido con</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="388"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Evidence</source>
        <translation>Evidencia</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="415"/>
        <source>No warnings: every run completed and every figure was measured.</source>
        <translation>Sin advertencias: todas las ejecuciones se completaron y todas las cifras se midieron.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="426"/>
        <source>Summary and verdict</source>
        <translation>Resumen y veredicto</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="427"/>
        <source>Inventory</source>
        <translation>Inventario</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="428"/>
        <source>Link matrix</source>
        <translation>Matriz de enlaces</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="429"/>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="430"/>
        <source>Percentiles</source>
        <translation>Percentiles</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="431"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="432"/>
        <source>Setup check</source>
        <translation>Comprobación de la configuración</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="433"/>
        <source>Design-rule checklist</source>
        <translation>Lista de reglas de diseño</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="434"/>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="441"/>
        <source>ShardScope report: run %1</source>
        <translation>Informe de ShardScope: ejecución %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="443"/>
        <source>ShardScope report</source>
        <translation>Informe de ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="444"/>
        <source>Inference run %1 of %2 over %3. Created %4 with ShardScope %5.</source>
        <translation>Ejecución de inferencia %1 de %2 en %3. Creado el %4 con ShardScope %5.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="442"/>
        <source>ShardScope report, run %1</source>
        <translation>Informe de ShardScope, ejecución %1</translation>
    </message>
</context>
<context>
    <name>ServeChartSpecs</name>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="63"/>
        <source>%1 (step %2)</source>
        <translation>%1 (paso %2)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="85"/>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="86"/>
        <source>Time to first token: no step of the run completed</source>
        <translation>Tiempo hasta el primer token: no se completó ningún paso de la ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="87"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="162"/>
        <source>Milliseconds</source>
        <translation>Milisegundos</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="89"/>
        <source>Time to first token: from sending a request to the first piece of the answer, as your server answered it (waiting in its queue and reading the prompt included). The median is a typical request, p99 the slowest one in a hundred: what a person in a chat notices. Lower is better.</source>
        <translation>Tiempo hasta el primer token: desde que se envía una petición hasta el primer fragmento de la respuesta, tal como respondió tu servidor (incluidas la espera en su cola y la lectura del prompt). La mediana es una petición típica y el p99 la más lenta de cada cien: lo que nota una persona en un chat. Cuanto más bajo, mejor.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="93"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="167"/>
        <source>Median (p50)</source>
        <translation>Mediana (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="94"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="169"/>
        <source>Slowest 1 % (p99)</source>
        <translation>El 1 % más lento (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="109"/>
        <source>Tokens per second by requests at once</source>
        <translation>Tokens por segundo según las peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="110"/>
        <source>Tokens per second: no step of the run completed</source>
        <translation>Tokens por segundo: no se completó ningún paso de la ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="111"/>
        <source>Output tokens per second</source>
        <translation>Tokens de salida por segundo</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="112"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="119"/>
        <source>Output tokens/s</source>
        <translation>Tokens/s de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="120"/>
        <source>Within your targets (goodput)</source>
        <translation>Dentro de tus objetivos (goodput)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="145"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. The dashed line counts only the requests that met every target of your goal (goodput): where it falls away from the other, the server is busy enough to keep people waiting. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>Los tokens por segundo que produjo tu servidor para todas las peticiones juntas, a medida que se ejecutaban más peticiones a la vez. La línea discontinua cuenta solo las peticiones que cumplieron todos los objetivos que fijaste (goodput): donde se separa de la otra, el servidor está tan ocupado que hace esperar a la gente. Una línea que sigue subiendo atiende bien a más personas; una que se aplana ha llegado al límite del servidor.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="150"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>Los tokens por segundo que produjo tu servidor para todas las peticiones juntas, a medida que se ejecutaban más peticiones a la vez. Una línea que sigue subiendo atiende bien a más personas; una que se aplana ha llegado al límite del servidor.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="160"/>
        <source>Time between tokens</source>
        <translation>Tiempo entre tokens</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="161"/>
        <source>Time between tokens: no step of the run completed</source>
        <translation>Tiempo entre tokens: no se completó ningún paso de la ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="164"/>
        <source>Inter-token latency: every gap between two pieces of an answer as they streamed in. It is how fast the text appears to a reader; a long p99 is the answer stalling now and then (other requests&apos; prompts being read in between). Lower is better.</source>
        <translation>Latencia entre tokens: cada intervalo entre dos fragmentos de una respuesta a medida que llegaban. Es lo rápido que aparece el texto para quien lo lee; un p99 largo significa que la respuesta se atasca de vez en cuando (mientras tanto se leen los prompts de otras peticiones). Cuanto más bajo, mejor.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="168"/>
        <source>Slowest 10 % (p90)</source>
        <translation>El 10 % más lento (p90)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeChartSpecs.cpp" line="186"/>
        <source>Where the work went, %n at once</source>
        <translation>
            <numerusform>Dónde se hizo el trabajo, %n petición a la vez</numerusform>
            <numerusform>Dónde se hizo el trabajo, %n peticiones a la vez</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="187"/>
        <source>Where the work went</source>
        <translation>Dónde se hizo el trabajo</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="188"/>
        <source>Where the work went: no machine was sampled during the step</source>
        <translation>Dónde se hizo el trabajo: no se muestreó ninguna máquina durante el paso</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="189"/>
        <source>Where the work went: no step of the run completed</source>
        <translation>Dónde se hizo el trabajo: no se completó ningún paso de la ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="190"/>
        <source>Percent busy (mean over the step)</source>
        <translation>Porcentaje de ocupación (media del paso)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="191"/>
        <source>How busy each machine of your server was while the requests ran: its CPUs and each GPU, averaged over the step. A GPU near 0 % the whole step did no work for this server: the model is not where you think it is, or that machine waits on the others.</source>
        <translation>Lo ocupada que estuvo cada máquina de tu servidor mientras se ejecutaban las peticiones: sus CPU y cada GPU, de media durante el paso. Una GPU cerca del 0 % durante todo el paso no hizo ningún trabajo para este servidor: el modelo no está donde crees, o esa máquina espera a las demás.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="196"/>
        <source>CPU busy</source>
        <translation>CPU ocupada</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="197"/>
        <source>GPU utilization</source>
        <translation>Uso de GPU</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="212"/>
        <source>%1 (not sampled)</source>
        <translation>%1 (sin muestrear)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="223"/>
        <source>%1 (GPU idle)</source>
        <translation>%1 (GPU inactiva)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="229"/>
        <source>%1, GPU %2</source>
        <translation>%1, GPU %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="230"/>
        <source>%1 (idle)</source>
        <translation>%1 (inactiva)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="244"/>
        <source>Network traffic per output token</source>
        <translation>Tráfico de red por token de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="245"/>
        <source>Network traffic: no step of the run completed</source>
        <translation>Tráfico de red: no se completó ningún paso de la ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="246"/>
        <source>Network traffic: no machine&apos;s interface was sampled</source>
        <translation>Tráfico de red: no se muestreó la interfaz de ninguna máquina</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="247"/>
        <source>What crossed each machine&apos;s cluster interface (received and sent) during the step, divided by the tokens the server wrote: the requests and answers, and for a model split over machines what they send each other for every token. A split that carries much per token leans on your network; one machine or a copy per machine carries little.</source>
        <translation>Lo que pasó por la interfaz del clúster de cada máquina (recibido y enviado) durante el paso, dividido entre los tokens que escribió el servidor: las peticiones y las respuestas y, en un modelo repartido entre máquinas, lo que se envían entre ellas en cada token. Un reparto que transporta mucho por token depende de tu red; una sola máquina o una copia por máquina transportan poco.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="266"/>
        <source>Bytes per output token</source>
        <translation>Bytes por token de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="269"/>
        <source>MiB per output token</source>
        <translation>MiB por token de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="272"/>
        <source>KiB per output token</source>
        <translation>KiB por token de salida</translation>
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
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="46"/>
        <source>HTTP error</source>
        <translation>error HTTP</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="48"/>
        <source>refused</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="50"/>
        <source>cut off</source>
        <translation>cortada</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="52"/>
        <source>timed out</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="54"/>
        <source>malformed answer</source>
        <translation>respuesta mal formada</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="56"/>
        <source>server error</source>
        <translation>error del servidor</translation>
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
            <numerusform>%n registro rechazado por no ser de confianza</numerusform>
            <numerusform>%n registros rechazados por no ser de confianza</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="89"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="102"/>
        <source>%n counted request(s) per step</source>
        <translation>
            <numerusform>%n petición contada por paso</numerusform>
            <numerusform>%n peticiones contadas por paso</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="103"/>
        <source>requests for %1 s per step</source>
        <translation>peticiones durante %1 s por paso</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="104"/>
        <source>%1 prompt tokens, up to %2 output tokens; %3 after %n warm-up request(s)</source>
        <translation>
            <numerusform>%1 tokens de prompt, hasta %2 tokens de salida; %3 tras %n petición de calentamiento</numerusform>
            <numerusform>%1 tokens de prompt, hasta %2 tokens de salida; %3 tras %n peticiones de calentamiento</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="112"/>
        <source>all at once, as many in flight as the step allows</source>
        <translation>todas a la vez, tantas en curso como permita el paso</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="113"/>
        <source>%1 requests/s on average (burstiness %2, seed %3)</source>
        <translation>%1 peticiones/s de media (factor de ráfagas %2, semilla %3)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="121"/>
        <source>time to first token %1</source>
        <translation>tiempo hasta el primer token %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="124"/>
        <source>time per output token %1</source>
        <translation>tiempo por token de salida %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="126"/>
        <source>none (no goodput measured)</source>
        <translation>ninguno (no se midió el goodput)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="133"/>
        <source>this computer (not sampled)</source>
        <translation>este equipo (sin muestrear)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="146"/>
        <source>%n copies, the requests sent round robin over them:</source>
        <translation>
            <numerusform>%n copia, con las peticiones enviadas por turnos:</numerusform>
            <numerusform>%n copias, con las peticiones enviadas a cada una por turnos:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="153"/>
        <source>Step %1, %n at once</source>
        <translation>
            <numerusform>Paso %1, %n petición a la vez</numerusform>
            <numerusform>Paso %1, %n peticiones a la vez</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="160"/>
        <source>The figures are from your own server: ShardScope sent it the requests and timed every answer as it streamed in, while each machine of the server sampled its network, CPUs and GPUs. Nothing here is simulated or predicted.</source>
        <translation>Las cifras son de tu propio servidor: ShardScope le envió las peticiones y cronometró cada respuesta a medida que llegaba, mientras cada máquina del servidor muestreaba su red, sus CPU y sus GPU. Aquí no hay nada simulado ni previsto.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="166"/>
        <source>not detected</source>
        <translation>no detectado</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="168"/>
        <source>%1, version %2</source>
        <translation>%1, versión %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="173"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="174"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="176"/>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="177"/>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="178"/>
        <source>Endpoint</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="179"/>
        <source>Server software</source>
        <translation>Software del servidor</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="180"/>
        <source>Dialect</source>
        <translation>Dialecto</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="181"/>
        <source>%1, detected</source>
        <translation>%1, detectado</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="182"/>
        <source>%1, as given</source>
        <translation>%1, según lo indicado</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="183"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="184"/>
        <source>Layout</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="185"/>
        <source>%1 (as you said the server runs)</source>
        <translation>%1 (según indicaste que se ejecuta el servidor)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="187"/>
        <source>%1 (as ShardScope started it)</source>
        <translation>%1 (tal como lo inició ShardScope)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="189"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Machines</source>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="190"/>
        <source>Requests sent from</source>
        <translation>Peticiones enviadas desde</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="191"/>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="192"/>
        <source>Workload</source>
        <translation>Carga de trabajo</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="193"/>
        <source>Arrivals</source>
        <translation>Llegadas</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="194"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="195"/>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="196"/>
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="199"/>
        <source>Measured with</source>
        <translation>Medido con</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="200"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="215"/>
        <source>run %1 (%2)</source>
        <translation>ejecución %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="218"/>
        <source>The verdict compares the stored serving runs of this model on this host, %n in all: %1. Each ran the layout you said the server had.</source>
        <translation>
            <numerusform>El veredicto compara la ejecución de servicio guardada de este modelo en este host, %n en total: %1. Usó la distribución que indicaste para el servidor.</numerusform>
            <numerusform>El veredicto compara las ejecuciones de servicio guardadas de este modelo en este host, %n en total: %1. Cada una usó la distribución que indicaste para el servidor.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="228"/>
        <source>From runs %1 (split) and %2 (alone) and link test %3: each token&apos;s extra time is counted as round trips of the link plus the bytes on the wire, and the same count gives the other links.</source>
        <translation>A partir de las ejecuciones %1 (repartida) y %2 (en solitario) y de la prueba de enlaces %3: el tiempo extra de cada token se cuenta como viajes de ida y vuelta del enlace más los bytes en el cable, y el mismo cálculo da los demás enlaces.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="240"/>
        <source>The benchmark of ShardScope&apos;s own engine measures the model and the network, never a server&apos;s front end (HTTP, tokenizer, scheduler); a serving run of a model split over machines does. This is the rule&apos;s finding at %n request(s) at once (the goal&apos;s).</source>
        <translation>
            <numerusform>La prueba de rendimiento del motor propio de ShardScope mide el modelo y la red, nunca la capa de servicio de un servidor (HTTP, tokenizador, planificador); una ejecución de servicio de un modelo repartido entre máquinas sí lo hace. Este es el resultado de la regla con %n petición a la vez (la del objetivo).</numerusform>
            <numerusform>La prueba de rendimiento del motor propio de ShardScope mide el modelo y la red, nunca la capa de servicio de un servidor (HTTP, tokenizador, planificador); una ejecución de servicio de un modelo repartido entre máquinas sí lo hace. Este es el resultado de la regla con %n peticiones a la vez (las del objetivo).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Evidence</source>
        <translation>Evidencia</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="257"/>
        <source>No step completed: there is nothing to chart.</source>
        <translation>No se completó ningún paso: no hay nada que representar.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="273"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="276"/>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="283"/>
        <source>%1 req/s (%2 %)</source>
        <translation>%1 pet./s (%2 %)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="292"/>
        <source>%1: the server&apos;s own timings disagree with what ShardScope measured by more than %2 %.</source>
        <translation>%1: los tiempos del propio servidor difieren en más de un %2 % de lo que midió ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>At once</source>
        <translation>A la vez</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="298"/>
        <source>Done / failed</source>
        <translation>Hechas / fallidas</translation>
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
        <translation>Tokens/s de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="306"/>
        <source>TTFT: time to first token. TPOT: time per output token after the first. ITL: every gap between two pieces of an answer. Goodput: the requests that met every target of your goal, per second and as a share of those completed.</source>
        <translation>TTFT: tiempo hasta el primer token. TPOT: tiempo por token de salida después del primero. ITL: cada intervalo entre dos fragmentos de una respuesta. Goodput: las peticiones que cumplieron todos los objetivos que fijaste, por segundo y como proporción de las completadas.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="324"/>
        <source>not sampled: %1</source>
        <translation>sin muestrear: %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="332"/>
        <source>GPU %1: %2 % mean, %3 % peak</source>
        <translation>GPU %1: %2 % de media, %3 % de pico</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="339"/>
        <source>memory %1 of %2</source>
        <translation>memoria %1 de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="346"/>
        <source>%1&apos;s GPU %2 stayed below %3 % the whole of step %4 (%n at once): it did no work for this server.</source>
        <translation>
            <numerusform>La GPU %2 de %1 se mantuvo por debajo del %3 % durante todo el paso %4 (%n petición a la vez): no hizo ningún trabajo para este servidor.</numerusform>
            <numerusform>La GPU %2 de %1 se mantuvo por debajo del %3 % durante todo el paso %4 (%n peticiones a la vez): no hizo ningún trabajo para este servidor.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="354"/>
        <source>%1 in, %2 out</source>
        <translation>%1 recibidos, %2 enviados</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="360"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="362"/>
        <source>none sampled</source>
        <translation>ninguna muestreada</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="368"/>
        <source>No machine was sampled: the run named none of the server&apos;s machines.</source>
        <translation>No se muestreó ninguna máquina: la ejecución no indicó ninguna de las máquinas del servidor.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>Interface</source>
        <translation>Interfaz</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>CPU busy (mean)</source>
        <translation>CPU ocupada (media)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Per output token</source>
        <translation>Por token de salida</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="384"/>
        <source>You started this server yourself: ShardScope measured it and started nothing on your machines.</source>
        <translation>Iniciaste este servidor tú mismo: ShardScope lo midió y no inició nada en tus máquinas.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>What</source>
        <translation>Programa</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Lines</source>
        <translation>Líneas de comandos</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="401"/>
        <source>rpc-server has no authentication: anyone who reaches its port can use the machine. ShardScope ran it only for the test, bound to the cluster address; run it the same way, on a network you trust, and stop it when you are done.</source>
        <translation>rpc-server no tiene autenticación: cualquiera que llegue a su puerto puede usar la máquina. ShardScope lo ejecutó solo durante la prueba, ligado a la dirección del clúster; ejecútalo del mismo modo, en una red de confianza, y detenlo cuando termines.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Design rule: complete serving path</source>
        <translation>Regla de diseño: ruta de servicio completa</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>How the servers were started</source>
        <translation>Cómo se iniciaron los servidores</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="420"/>
        <source>ShardScope serving report: run %1</source>
        <translation>Informe de servicio de ShardScope: ejecución %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="421"/>
        <source>ShardScope serving report, run %1</source>
        <translation>Informe de servicio de ShardScope, ejecución %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="422"/>
        <source>ShardScope serving report</source>
        <translation>Informe de servicio de ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="423"/>
        <source>Serving run %1 of %2 at %3. Created %4 with ShardScope %5.</source>
        <translation>Ejecución de servicio %1 de %2 en %3. Creado el %4 con ShardScope %5.</translation>
    </message>
</context>
<context>
    <name>SetupSheetDocument</name>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="50"/>
        <source>ShardScope setup sheet</source>
        <translation>Hoja de configuración de ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="58"/>
        <source>Made %1 with ShardScope %2. Keep it with your machines: it says how they are set up, which checks passed and what the links measured, to compare against after a change.</source>
        <translation>Creada el %1 con ShardScope %2. Guárdala junto a tus máquinas: indica cómo están configuradas, qué comprobaciones se superaron y qué se midió en los enlaces, para poder comparar después de un cambio.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="62"/>
        <source>Machines</source>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="71"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Host name</source>
        <translation>Nombre de host</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Cluster interface</source>
        <translation>Interfaz del clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Inference software</source>
        <translation>Software de inferencia</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="87"/>
        <source>Settings that keep the software on the cluster interface</source>
        <translation>Ajustes que mantienen el software en la interfaz del clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="89"/>
        <source>Collective libraries pick an interface by themselves, and a VPN or container interface is often the one they pick. These settings name the right one; set them where you start the software.</source>
        <translation>Las bibliotecas de comunicación colectiva eligen una interfaz por su cuenta, y a menudo eligen una interfaz de VPN o de contenedor. Estos ajustes indican la correcta; ponlos donde inicias el software.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="94"/>
        <source>Launch lines that worked</source>
        <translation>Comandos de arranque que funcionaron</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="96"/>
        <source>From serving run %1 of %2, which completed.</source>
        <translation>De la ejecución de servicio %1 del %2, que se completó.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="100"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="106"/>
        <source>No completed serving run with launch lines is stored yet. ShardScope keeps them when it starts llama.cpp for you, or when you run a server from the lines it shows.</source>
        <translation>Aún no hay guardada ninguna ejecución de servicio completada con comandos de arranque. ShardScope los guarda cuando inicia llama.cpp por ti, o cuando ejecutas un servidor con los comandos que muestra.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="110"/>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="116"/>
        <source>Still to do</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="121"/>
        <source>Re-test after a change</source>
        <translation>Volver a probar tras un cambio</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="124"/>
        <source>Re-test after changing cables, drivers, switch settings or software: run the setup check and a link test again and compare with the figures below.</source>
        <translation>Vuelve a probar después de cambiar cables, controladores, la configuración del switch o el software: ejecuta de nuevo la comprobación de la configuración y una prueba de enlaces, y compara con las cifras de abajo.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="127"/>
        <source>Baseline: link test %1 of %2.</source>
        <translation>Referencia: prueba de enlaces %1 del %2.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="128"/>
        <source>Newest complete link test: %1 of %2.</source>
        <translation>Prueba de enlaces completa más reciente: %1 del %2.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Round trip (p50)</source>
        <translation>Ida y vuelta (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream →</source>
        <translation>Un flujo →</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream ←</source>
        <translation>Un flujo ←</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="142"/>
        <source>No complete link test is stored yet: run one (the Network page, or shardscope-cli linktest --all) to have figures to compare against.</source>
        <translation>Aún no hay guardada ninguna prueba de enlaces completa: ejecuta una (en la página Red, o con shardscope-cli linktest --all) para tener cifras con las que comparar.</translation>
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
        <translation>%1, que no es una dirección privada</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="21"/>
        <source>every interface (%1)</source>
        <translation>todas las interfaces (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="29"/>
        <source>allow %1 in %2&apos;s firewall: %3 (&quot;inet filter input&quot; is the usual table and chain; &apos;sudo nft list ruleset&apos; shows the one of yours that drops)</source>
        <translation>permite %1 en el cortafuegos de %2: %3 (&quot;inet filter input&quot; es la tabla y cadena habituales; &apos;sudo nft list ruleset&apos; muestra cuál de las tuyas descarta los paquetes)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="33"/>
        <source>allow %1 in %2&apos;s firewall: %3</source>
        <translation>permite %1 en el cortafuegos de %2: %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="43"/>
        <source>Each machine has an interface for the cluster</source>
        <translation>Cada máquina tiene una interfaz para el clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="45"/>
        <source>One interface per subnet, no VPN or container interface in the way, one subnet for all</source>
        <translation>Una interfaz por subred, ninguna interfaz de VPN o de contenedor en medio, una misma subred para todas</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="47"/>
        <source>Fixed, unique addresses and host names</source>
        <translation>Direcciones y nombres de host fijos y únicos</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="49"/>
        <source>Host names resolve to the cluster addresses</source>
        <translation>Los nombres de host se resuelven a las direcciones del clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="51"/>
        <source>TCP reaches every machine on a port opened for the check</source>
        <translation>TCP llega a cada máquina en un puerto abierto para la comprobación</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="53"/>
        <source>UDP reaches every machine</source>
        <translation>UDP llega a cada máquina</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="55"/>
        <source>No router between the machines, full-size packets pass</source>
        <translation>Ningún router entre las máquinas, los paquetes de tamaño completo pasan</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="57"/>
        <source>No inference server open to every network</source>
        <translation>Ningún servidor de inferencia abierto a todas las redes</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="59"/>
        <source>Host firewalls</source>
        <translation>Cortafuegos de las máquinas</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="67"/>
        <source>not tested</source>
        <translation>sin probar</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="70"/>
        <source>problem</source>
        <translation>problema</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="72"/>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="74"/>
        <source>reported</source>
        <translation>con nota</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="78"/>
        <source>passed</source>
        <translation>superada</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="85"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="87"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="92"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="97"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="99"/>
        <source>%1 What to do: %2</source>
        <translation>%1 Qué hacer: %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="105"/>
        <source>No stored setup check covers these machines, so their interfaces, names, firewalls and the routers between them were not checked. Run the setup check (its page in the wizard, or shardscope-cli check) and measure again.</source>
        <translation>Ninguna comprobación de la configuración guardada cubre estas máquinas, así que no se comprobaron sus interfaces, nombres, cortafuegos ni los routers entre ellas. Ejecute la comprobación de la configuración (su página en el asistente, o shardscope-cli check) y vuelva a medir.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="110"/>
        <source>Setup check %1 (%2) found nothing to fix between these machines.</source>
        <translation>La comprobación de la configuración %1 (%2) no encontró nada que corregir entre estas máquinas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/SetupText.cpp" line="112"/>
        <source>Setup check %1 (%2) found %n thing(s) about these machines; the placement and congestion rules below take them into account:</source>
        <translation>
            <numerusform>La comprobación de la configuración %1 (%2) encontró %n cosa sobre estas máquinas; las reglas de ubicación y congestión de abajo la tienen en cuenta:</numerusform>
            <numerusform>La comprobación de la configuración %1 (%2) encontró %n cosas sobre estas máquinas; las reglas de ubicación y congestión de abajo las tienen en cuenta:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="123"/>
        <source>wired</source>
        <translation>cableada</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="125"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="127"/>
        <source>loopback</source>
        <translation>loopback</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="129"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="131"/>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="133"/>
        <source>container</source>
        <translation>contenedor</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="137"/>
        <source>virtual</source>
        <translation>virtual</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="143"/>
        <source>no interface is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>ninguna interfaz está activa con una dirección, aparte de las de loopback, VPN y contenedores</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="146"/>
        <source>chosen by you, but there is no interface %1</source>
        <translation>elegida por ti, pero no existe la interfaz %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="148"/>
        <source>chosen by you, but it is %1</source>
        <translation>elegida por ti, pero su estado es %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="150"/>
        <source>chosen by you, but it has no IPv4 or global IPv6 address</source>
        <translation>elegida por ti, pero no tiene dirección IPv4 ni IPv6 global</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="154"/>
        <source>up</source>
        <translation>activa</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="156"/>
        <source>speed not reported</source>
        <translation>velocidad no informada</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="159"/>
        <source>in %1, which no other machine is in</source>
        <translation>en %1, donde no hay ninguna otra máquina</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="160"/>
        <source>in %1 with %2</source>
        <translation>en %1 con %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="162"/>
        <source>carries the default route</source>
        <translation>lleva la ruta predeterminada</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="163"/>
        <source>, </source>
        <comment>between the parts of a reason</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="164"/>
        <source>chosen by you: %1</source>
        <translation>elegida por ti: %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="171"/>
        <source>%1 has no interface that is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>%1 no tiene ninguna interfaz activa con dirección, aparte de las de loopback, VPN y contenedores</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="176"/>
        <source>%1 has no interface %2, the one chosen for the cluster</source>
        <translation>%1 no tiene la interfaz %2, la elegida para el clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="178"/>
        <source>%1&apos;s interface %2, chosen for the cluster, is %3</source>
        <translation>la interfaz %2 de %1, elegida para el clúster, está en estado %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="180"/>
        <source>%1&apos;s interface %2, chosen for the cluster, has no IPv4 or global IPv6 address</source>
        <translation>la interfaz %2 de %1, elegida para el clúster, no tiene dirección IPv4 ni IPv6 global</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="184"/>
        <source>%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may not be the cluster interface, and answers may leave by the other</source>
        <translation>%1 tiene %2 interfaces en %3: %4; el kernel envía por una sola ruta, que puede no ser la de la interfaz del clúster, y las respuestas pueden salir por la otra</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="188"/>
        <source>%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an interface by themselves and may take it, which sends the model&apos;s traffic through it, slowly, or to where the other machines cannot answer</source>
        <translation>%1 tiene activa la interfaz %3 (%2) con %4: NCCL, Gloo y otros eligen una interfaz por su cuenta y pueden tomar esta, con lo que el tráfico del modelo pasa por ella, lentamente, o va a donde las otras máquinas no pueden responder</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="193"/>
        <source>the cluster interfaces are in %1 subnets: %2; traffic between them goes through a router, when there is one</source>
        <translation>las interfaces del clúster están en %1 subredes: %2; el tráfico entre ellas pasa por un router, si lo hay</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="195"/>
        <location filename="../presentation/SetupText.cpp" line="227"/>
        <location filename="../presentation/SetupText.cpp" line="240"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="197"/>
        <source>traffic from %1 to %2 (%3) leaves by %4, not by the cluster interface %5</source>
        <translation>el tráfico de %1 a %2 (%3) sale por %4, no por la interfaz del clúster %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="201"/>
        <source>%1&apos;s cluster address %2 is from IPv6 autoconfiguration: it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>la dirección del clúster %2 de %1 viene de la autoconfiguración IPv6: caduca en %3 s si no se renueva, y la siguiente puede ser otra dirección, lo que rompe todos los ajustes y comandos de arranque que la mencionan</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="206"/>
        <source>%1&apos;s cluster address %2 is leased (from DHCP): it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>la dirección del clúster %2 de %1 es prestada (una concesión DHCP): caduca en %3 s si no se renueva, y la siguiente puede ser otra dirección, lo que rompe todos los ajustes y comandos de arranque que la mencionan</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="212"/>
        <source>%1 both have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 tienen ambas el nombre de host %2: el software que encuentra a sus pares por nombre de host (Gloo, Ray, vLLM) no puede distinguirlas</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="215"/>
        <source>%1 all have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 tienen todas el nombre de host %2: el software que encuentra a sus pares por nombre de host (Gloo, Ray, vLLM) no puede distinguirlas</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="219"/>
        <source>%1 all use the cluster address %2: packets for it reach one of them</source>
        <translation>%1 usan todas la dirección del clúster %2: los paquetes dirigidos a ella solo llegan a una de ellas</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="222"/>
        <source>%1 cannot resolve %2&apos;s name %3 (%4)</source>
        <translation>%1 no puede resolver el nombre %3 de %2 (%4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="225"/>
        <source>%1 resolves %2 to %3, but %4&apos;s cluster address is %5</source>
        <translation>%1 resuelve %2 a %3, pero la dirección del clúster de %4 es %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="226"/>
        <source>%1&apos;s name %2</source>
        <translation>el nombre %2 de %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="229"/>
        <source>%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find this machine&apos;s address by its name and would tell the other machines to connect to %3, which is each one itself</source>
        <translation>%1 resuelve su propio nombre %2 primero a %3: Gloo, vLLM y PyTorch obtienen la dirección de esta máquina a partir de su nombre y dirían a las demás máquinas que se conecten a %3, que para cada una es ella misma</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="235"/>
        <source>%1 cannot resolve its own name %2 (%3): software that finds this machine&apos;s address by its name fails on it</source>
        <translation>%1 no puede resolver su propio nombre %2 (%3): el software que obtiene la dirección de esta máquina a partir de su nombre falla por ello</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="238"/>
        <source>%1 resolves its own name %2 to %3, not to its cluster address %4: software that finds this machine&apos;s address by its name tells the others to use %3</source>
        <translation>%1 resuelve su propio nombre %2 a %3, no a su dirección del clúster %4: el software que obtiene la dirección de esta máquina a partir de su nombre dice a las demás que usen %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="242"/>
        <source>TCP from %1 to a port that %2 opened for this check got no answer: a firewall on %2 (or on the way) drops it, and would drop the ports NCCL, Gloo and llama.cpp pick too</source>
        <translation>TCP de %1 hacia un puerto que %2 abrió para esta comprobación no obtuvo respuesta: un cortafuegos en %2 (o en el camino) lo descarta, y descartaría también los puertos que eligen NCCL, Gloo y llama.cpp</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="248"/>
        <source>TCP from %1 to a port that %2 opened for this check was rejected (%3), though both are in %4: a firewall on %2 rejects it</source>
        <translation>TCP de %1 hacia un puerto que %2 abrió para esta comprobación fue rechazado (%3), aunque ambas están en %4: un cortafuegos en %2 lo rechaza</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="251"/>
        <source>TCP from %1 to a port that %2 opened for this check was refused (%3): a firewall rejects it</source>
        <translation>TCP de %1 hacia un puerto que %2 abrió para esta comprobación fue rechazado (%3): un cortafuegos lo rechaza</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="255"/>
        <source>%1 has no way to %2&apos;s cluster address %3 (%4)</source>
        <translation>%1 no tiene forma de llegar a la dirección del clúster %3 de %2 (%4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="258"/>
        <source>none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked (NCCL, Gloo and llama.cpp use TCP; discovery such as exo&apos;s, and ShardScope&apos;s latency probes, use UDP)</source>
        <translation>no volvió ninguno de los %1 datagramas UDP de %2 a %3: UDP está bloqueado (NCCL, Gloo y llama.cpp usan TCP; el descubrimiento, como el de exo, y las sondas de latencia de ShardScope usan UDP)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="264"/>
        <source>A router between %1 and %2 (the echo arrived with TTL %3): every packet crosses it, which adds latency and often limits the rate</source>
        <translation>hay un router entre %1 y %2 (el eco llegó con TTL %3): cada paquete lo atraviesa, lo que añade latencia y a menudo limita la velocidad</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="267"/>
        <source>%1 routers between %2 and %3 (the echo arrived with TTL %4): every packet crosses them, which adds latency and often limits the rate</source>
        <translation>hay %1 routers entre %2 y %3 (el eco llegó con TTL %4): cada paquete los atraviesa, lo que añade latencia y a menudo limita la velocidad</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="271"/>
        <source>the path from %1 to %2 carries packets of %3 bytes, but both interfaces are set to %4: larger packets are dropped or split on the way</source>
        <translation>el camino de %1 a %2 lleva paquetes de %3 bytes, pero ambas interfaces están configuradas a %4: los paquetes más grandes se descartan o se dividen por el camino</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="276"/>
        <source>%1 → %2: TCP could not be tried (%3)</source>
        <translation>%1 → %2: no se pudo intentar TCP (%3)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="277"/>
        <source>%1 → %2 could not be tested: %3</source>
        <translation>%1 → %2 no se pudo probar: %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="280"/>
        <source>something on %1 listens on %2, port %3, %4&apos;s default port (the agent cannot see which process: another user&apos;s): if it is %4, every network %1 is on can use it</source>
        <translation>algo en %1 escucha en %2, puerto %3, el puerto predeterminado de %4 (el agente no puede ver qué proceso es: es de otro usuario): si es %4, cualquier red en la que esté %1 puede usarlo</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="284"/>
        <source>%1 on %2 listens on %3, port %4: every network %2 is on can use it, Wi-Fi, VPN and container networks too</source>
        <translation>%1 en %2 escucha en %3, puerto %4: cualquier red en la que esté %2 puede usarlo, también las redes Wi-Fi, VPN y de contenedores</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="288"/>
        <source>rpc-server on %1 listens on %2, port %3: anyone who reaches it can run code on %1 (rpc-server has no authentication, and llama.cpp says never to expose it)</source>
        <translation>rpc-server en %1 escucha en %2, puerto %3: cualquiera que llegue a él puede ejecutar código en %1 (rpc-server no tiene autenticación, y llama.cpp dice que nunca se exponga)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="293"/>
        <source>%1 has a firewall whose rules could not be read (%2)</source>
        <translation>%1 tiene un cortafuegos cuyas reglas no se pudieron leer (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="294"/>
        <location filename="../presentation/SetupText.cpp" line="296"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="295"/>
        <source>%1 has an active firewall (%2): ShardScope never changes it</source>
        <translation>%1 tiene un cortafuegos activo (%2): ShardScope nunca lo modifica</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="307"/>
        <source>connect %1 to the cluster&apos;s switch and give it an address</source>
        <translation>conecta %1 al switch del clúster y dale una dirección</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="309"/>
        <source>choose another cluster interface for %1, or bring %2 up with an address</source>
        <translation>elige otra interfaz del clúster para %1, o activa %2 con una dirección</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="312"/>
        <source>keep one interface of %1 in %2 (take the address off the others), or pin the software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</source>
        <translation>deja una sola interfaz de %1 en %2 (quita la dirección de las demás), o fija el software a %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="316"/>
        <source>pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</source>
        <translation>fija el software de %1 a %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="317"/>
        <source>&lt;cluster interface&gt;</source>
        <translation>&lt;interfaz del clúster&gt;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="319"/>
        <source>put every machine&apos;s cluster interface in one subnet, on one switch</source>
        <translation>pon la interfaz del clúster de cada máquina en una misma subred, en un mismo switch</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="321"/>
        <source>take %1 out of %2&apos;s subnet, or check the routes on %3 (ip route get %4)</source>
        <translation>saca %1 de la subred de %2, o revisa las rutas en %3 (ip route get %4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="325"/>
        <source>give %1 a static IPv6 address, or use its IPv4 address for the cluster</source>
        <translation>dale a %1 una dirección IPv6 estática, o usa su dirección IPv4 para el clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="326"/>
        <source>reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a static address</source>
        <translation>reserva %1 para %2 (%3) en tu router (una reserva DHCP), o dale a %2 una dirección estática</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="328"/>
        <source>MAC %1</source>
        <translation>MAC %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="330"/>
        <source>give each machine its own name: hostnamectl set-hostname &lt;name&gt;, and the same name in the other machines&apos; /etc/hosts or your DNS</source>
        <translation>dale a cada máquina su propio nombre: hostnamectl set-hostname &lt;name&gt;, y pon ese mismo nombre en el /etc/hosts de las demás máquinas o en tu DNS</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="333"/>
        <source>give each machine its own address</source>
        <translation>dale a cada máquina su propia dirección</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="335"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3, or give %2 a DNS entry on your router</source>
        <translation>añade &quot;%1 %2&quot; a /etc/hosts en %3, o crea una entrada DNS para %2 en tu router</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="338"/>
        <source>fix /etc/hosts on %1 or your DNS: &quot;%2 %3&quot;</source>
        <translation>corrige /etc/hosts en %1 o tu DNS: &quot;%2 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="340"/>
        <source>in /etc/hosts on %1, replace the line with %2 and %3 by &quot;%4 %3&quot;</source>
        <translation>en /etc/hosts de %1, sustituye la línea con %2 y %3 por &quot;%4 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="344"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3</source>
        <translation>añade &quot;%1 %2&quot; a /etc/hosts en %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="345"/>
        <source>make &quot;%1 %2&quot; the first line for %2 in /etc/hosts on %3, or pin the software to %4 (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</source>
        <translation>haz que &quot;%1 %2&quot; sea la primera línea para %2 en /etc/hosts en %3, o fija el software a %4 (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="353"/>
        <source>put both on one subnet, or give %1 a route to %2</source>
        <translation>pon ambas en una misma subred, o dale a %1 una ruta hacia %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="355"/>
        <source>connect %1 and %2 to one switch, in one subnet</source>
        <translation>conecta %1 y %2 a un mismo switch, en una misma subred</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="357"/>
        <source>set one MTU on both machines and on every switch port between them, for example %1 on both: &apos;sudo ip link set %2 mtu %1&apos; on %3, &apos;sudo ip link set %4 mtu %1&apos; on %5</source>
        <translation>configura la misma MTU en ambas máquinas y en cada puerto de switch entre ellas, por ejemplo %1 en ambas: &apos;sudo ip link set %2 mtu %1&apos; en %3, &apos;sudo ip link set %4 mtu %1&apos; en %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="363"/>
        <source>bind it to the cluster address</source>
        <translation>vincúlalo a la dirección del clúster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="364"/>
        <source>bind it to the cluster address %1 (%2), or allow port %3 only from %4 in the firewall</source>
        <translation>vincúlalo a la dirección del clúster %1 (%2), o permite el puerto %3 solo desde %4 en el cortafuegos</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="365"/>
        <source>its host option</source>
        <translation>su opción de host</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="371"/>
        <source>if the reach test shows drops, %1</source>
        <translation>si la prueba de alcance muestra paquetes descartados, %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DeployPage</name>
    <message>
        <location filename="../ui/DeployPage.cpp" line="43"/>
        <source>Put the agent on your machines</source>
        <translation>Pon el agente en tus máquinas</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="53"/>
        <source>&amp;Deploy</source>
        <translation>&amp;Desplegar</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="55"/>
        <source>Copy the agent to every machine and check that it starts; machines that have it already are only checked</source>
        <translation>Copia el agente a cada máquina y comprueba que arranca; en las máquinas que ya lo tienen solo se comprueba</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="57"/>
        <source>&amp;Retry failed</source>
        <translation>&amp;Reintentar fallidos</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="59"/>
        <source>Deploy again to the machines where it failed or was cancelled</source>
        <translation>Vuelve a desplegar en las máquinas donde falló o se canceló</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="63"/>
        <source>Delete everything ShardScope put on the machines</source>
        <translation>Borra todo lo que ShardScope puso en las máquinas</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="65"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="90"/>
        <source>M&amp;achines:</source>
        <translation>&amp;Máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="44"/>
        <source>ShardScope copies its small agent program to each machine, into a folder of its own in the login user&apos;s home (~/.cache/shardscope). It needs no administrator rights and installs nothing else; &quot;Remove from machines&quot; deletes the folder again.</source>
        <translation>ShardScope copia su pequeño programa agente a cada máquina, en una carpeta propia dentro del directorio personal del usuario con el que se conecta (~/.cache/shardscope). No necesita permisos de administrador ni instala nada más; «Quitar de las máquinas» vuelve a borrar la carpeta.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="52"/>
        <source>Machines done</source>
        <translation>Máquinas terminadas</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="61"/>
        <source>Re&amp;move from machines…</source>
        <translation>&amp;Quitar de las máquinas…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="167"/>
        <source>Remove ShardScope from the machines?</source>
        <translation>¿Quitar ShardScope de las máquinas?</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="168"/>
        <source>This deletes the folder %1 on each of these machines: %2.</source>
        <translation>Esto borra la carpeta %1 en cada una de estas máquinas: %2.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="174"/>
        <source>The folder holds only what ShardScope put there: its agent. Nothing else on the machines is touched, and your list of machines and their inventories stay. Deploy puts the agent back at any time.</source>
        <translation>La carpeta contiene solo lo que ShardScope puso allí: su agente. No se toca nada más en las máquinas, y tu lista de máquinas y sus inventarios se conservan. Desplegar vuelve a poner el agente en cualquier momento.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="177"/>
        <source>&amp;Delete the folder</source>
        <translation>&amp;Borrar la carpeta</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="272"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="298"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="315"/>
        <source>There are no other machines yet. Go back and add them with Add… or Import from SSH config…; this computer needs no deployment.</source>
        <translation>Aún no hay otras máquinas. Vuelve atrás y añádelas con Añadir… o Importar desde la configuración SSH…; este equipo no necesita despliegue.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="318"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="321"/>
        <source>Removing ShardScope from %1 machines…</source>
        <translation>Quitando ShardScope de %1 máquinas…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="322"/>
        <source>Deploying to %1 machines… The others go on when one fails.</source>
        <translation>Desplegando en %1 máquinas… Si una falla, las demás continúan.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="326"/>
        <source>The agent is ready on %1 of %2 machines.</source>
        <translation>El agente está listo en %1 de %2 máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="328"/>
        <source>Fix what the messages below say, then click Retry failed.</source>
        <translation>Corrige lo que indican los mensajes de abajo y haz clic en Reintentar fallidos.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DialogNodeInteraction</name>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="30"/>
        <source>Unknown host key</source>
        <translation>Clave de host desconocida</translation>
    </message>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="38"/>
        <source>&amp;Trust and connect</source>
        <translation>Con&amp;fiar y conectar</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ExportPage</name>
    <message>
        <location filename="../ui/ExportPage.cpp" line="36"/>
        <source>PDF report</source>
        <translation>el informe PDF</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="38"/>
        <source>raw samples (CSV)</source>
        <translation>el archivo de muestras sin procesar (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="40"/>
        <source>summary (CSV)</source>
        <translation>el resumen (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="42"/>
        <source>whole report (JSON)</source>
        <translation>el informe completo (JSON)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="53"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="58"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="87"/>
        <source>Keep the results</source>
        <translation>Conserva los resultados</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="89"/>
        <source>Save the run shown on the Results page as a PDF report to read or share, or its numbers as CSV and JSON files for a spreadsheet or a script. Every run also stays in the history.</source>
        <translation>Guarda la ejecución que se muestra en la página Resultados como un informe PDF para leerlo o compartirlo, o sus cifras como archivos CSV y JSON para una hoja de cálculo o un script. Además, cada ejecución se queda en el historial.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="99"/>
        <source>Save &amp;PDF report…</source>
        <translation>Guardar informe &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="100"/>
        <source>Save raw &amp;samples (CSV)…</source>
        <translation>Guardar &amp;muestras sin procesar (CSV)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="103"/>
        <source>Save s&amp;ummary (CSV)…</source>
        <translation>Guardar &amp;resumen (CSV)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="104"/>
        <source>Save whole report (&amp;JSON)…</source>
        <translation>Guardar informe completo (&amp;JSON)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="106"/>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="117"/>
        <source>The verdict, the charts, the link matrix, the percentile tables, the configuration and the design-rule checklist, ready to print.</source>
        <translation>El veredicto, los gráficos, la matriz de enlaces, las tablas de percentiles, la configuración y la lista de reglas de diseño, listos para imprimir.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="121"/>
        <source>One row per layout and concurrency with its percentiles (time to first token, time between tokens, whole request) and tokens per second.</source>
        <translation>Una fila por distribución y concurrencia con sus percentiles (tiempo hasta el primer token, tiempo entre tokens, petición completa) y los tokens por segundo.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="126"/>
        <source>Every measured step of every machine: wall time, communication time and bytes sent, so any figure can be recomputed.</source>
        <translation>Cada paso medido de cada máquina: tiempo real, tiempo de comunicación y bytes enviados, para poder recalcular cualquier cifra.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="131"/>
        <source>Everything above in one file for scripts: configuration, results, link model, verdict, what-if and checklist.</source>
        <translation>Todo lo anterior en un solo archivo para scripts: configuración, resultados, modelo del enlace, veredicto, simulación y lista de reglas.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="135"/>
        <source>Every stored run: compare two, mark a baseline, delete old ones, or run one again with the same settings.</source>
        <translation>Cada ejecución guardada: compara dos, marca una como referencia, borra las antiguas o vuelve a ejecutar una con los mismos ajustes.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="218"/>
        <source>Serving run %1: %2 at %3, started %4.</source>
        <translation>Ejecución de servicio %1: %2 en %3, iniciada el %4.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="221"/>
        <source>a model not named</source>
        <translation>un modelo sin nombre</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="230"/>
        <source>Run %1: %2 on %3, started %4.</source>
        <translation>Ejecución %1: %2 en %3, iniciada el %4.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="238"/>
        <source>No benchmark has run yet: there is nothing to save. Run one on the Inference page, or open an older run from the history.</source>
        <translation>Aún no se ha ejecutado ninguna prueba de rendimiento: no hay nada que guardar. Ejecuta una en la página Inferencia, o abre una ejecución anterior desde el historial.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="241"/>
        <source>Run %1 cannot be read: %2.</source>
        <translation>No se puede leer la ejecución %1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="268"/>
        <source>Save the %1</source>
        <translation>Guardar %1</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="281"/>
        <source>There is no run to save: %1.</source>
        <translation>No hay ninguna ejecución que guardar: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="331"/>
        <source>Saved the %1 as %2.</source>
        <translation>Se guardó %1 en %2.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="347"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="349"/>
        <source>%1 could not be saved: the folder %2 does not exist. Choose an existing folder, or create it first.</source>
        <translation>No se pudo guardar %1: la carpeta %2 no existe. Elige una carpeta existente, o créala antes.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="355"/>
        <source>%1 could not be saved: you may not write to the folder %2. Choose a folder of your own, such as your Documents folder.</source>
        <translation>No se pudo guardar %1: no tienes permiso de escritura en la carpeta %2. Elige una carpeta tuya, como tu carpeta Documentos.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="363"/>
        <source>%1 could not be saved: the disk that holds %2 is full. Free some space, or choose a folder on another disk.</source>
        <translation>No se pudo guardar %1: el disco que contiene %2 está lleno. Libera algo de espacio, o elige una carpeta en otro disco.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="369"/>
        <source>%1 could not be saved: a folder has that name. Choose another file name.</source>
        <translation>No se pudo guardar %1: hay una carpeta con ese nombre. Elige otro nombre de archivo.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::GoalPage</name>
    <message>
        <location filename="../ui/GoalPage.cpp" line="36"/>
        <source>Tiny test model (runs in seconds)</source>
        <translation>Modelo de prueba diminuto (se ejecuta en segundos)</translation>
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
        <translation>%1 mil millones de parámetros</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="55"/>
        <source>%1 million parameters</source>
        <translation>%1 millones de parámetros</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="90"/>
        <source>What do you want to run?</source>
        <translation>¿Qué quieres ejecutar?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="91"/>
        <source>Choose the model and how you will use it. ShardScope then measures exactly this: on one machine, and split across your machines.</source>
        <translation>Elige el modelo y cómo lo vas a usar. Después, ShardScope mide exactamente eso: en una sola máquina y repartido entre tus máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="102"/>
        <source>Custom shape…</source>
        <translation>Forma personalizada…</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="103"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="107"/>
        <source>Custom shape</source>
        <translation>Forma personalizada</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>&amp;Layers:</source>
        <translation>&amp;Número de capas:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>Transformer blocks, one after another</source>
        <translation>Bloques transformer, uno tras otro</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>&amp;Hidden size:</source>
        <translation>Tamaño &amp;oculto:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>Width of the model: numbers per token between the layers</source>
        <translation>Anchura del modelo: números por token entre las capas</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="125"/>
        <source>&amp;Query heads:</source>
        <translation>Cabezas de cons&amp;ulta:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="126"/>
        <source>Attention heads; tensor parallel splits them over the machines</source>
        <translation>Cabezas de atención; el paralelismo de tensores las reparte entre las máquinas</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="127"/>
        <source>&amp;KV heads:</source>
        <translation>Cabezas &amp;KV:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="128"/>
        <source>Key/value heads (grouped-query attention); they divide the query heads</source>
        <translation>Cabezas de clave/valor (atención de consultas agrupadas); dividen a las cabezas de consulta</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Head dime&amp;nsion:</source>
        <translation>Dim&amp;ensión de cabeza:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Numbers per attention head</source>
        <translation>Números por cabeza de atención</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>&amp;Intermediate size:</source>
        <translation>Tamaño &amp;intermedio:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>Width of the feed-forward part of each layer</source>
        <translation>Anchura de la parte feed-forward de cada capa</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vocabulario:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>Tokens the model knows</source>
        <translation>Tokens que conoce el modelo</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="135"/>
        <source>bf16: 2 bytes per weight (the usual choice)</source>
        <translation>bf16: 2 bytes por peso (la opción habitual)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="136"/>
        <source>f16: 2 bytes per weight (GPU only)</source>
        <translation>f16: 2 bytes por peso (solo GPU)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="137"/>
        <source>f32: 4 bytes per weight (twice the memory)</source>
        <translation>f32: 4 bytes por peso (el doble de memoria)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="138"/>
        <source>q8_0: about 1 byte per weight, as llama.cpp&apos;s Q8_0 files (CPU only for now)</source>
        <translation>q8_0: cerca de 1 byte por peso, como los archivos Q8_0 de llama.cpp (por ahora solo CPU)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="141"/>
        <source>q4_0: about half a byte per weight, as llama.cpp&apos;s Q4_0 files (CPU only for now)</source>
        <translation>q4_0: cerca de medio byte por peso, como los archivos Q4_0 de llama.cpp (por ahora solo CPU)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="143"/>
        <source>&amp;Data type:</source>
        <translation>&amp;Tipo de datos:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="146"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="154"/>
        <source>How will you use it?</source>
        <translation>¿Cómo lo vas a usar?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="162"/>
        <source>One &amp;person chatting</source>
        <translation>Una &amp;persona chateando</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="163"/>
        <source>Latency matters: the answer should start quickly and flow smoothly.</source>
        <translation>Importa la latencia: la respuesta debe empezar rápido y fluir con soltura.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="164"/>
        <source>Many &amp;requests at once</source>
        <translation>Muc&amp;has peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="165"/>
        <source>Throughput matters: as many tokens per second as possible over all requests together.</source>
        <translation>Importa el rendimiento total: tantos tokens por segundo como sea posible entre todas las peticiones juntas.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="166"/>
        <source>B&amp;oth</source>
        <translation>Am&amp;bos</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="167"/>
        <source>The most tokens per second that still keeps each answer quick.</source>
        <translation>El máximo de tokens por segundo sin dejar de responder rápido a cada petición.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="182"/>
        <source>Targets (optional)</source>
        <translation>Objetivos (opcional)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="183"/>
        <source>Time to fir&amp;st token at most:</source>
        <translation>Tiempo hasta el p&amp;rimer token como máximo:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="190"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="192"/>
        <source>Time per output &amp;token at most:</source>
        <translation>Tiempo por token de sa&amp;lida como máximo:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="198"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="201"/>
        <source>Time to first token: how long you wait until the answer starts. Time per output token: how fast it then flows; 100 ms is 10 tokens a second, faster than most people read. The verdict says whether each setup meets them.</source>
        <translation>Tiempo hasta el primer token: cuánto esperas hasta que empieza la respuesta. Tiempo por token de salida: lo rápido que fluye después; 100 ms son 10 tokens por segundo, más rápido de lo que lee la mayoría de la gente. El veredicto indica si cada configuración los cumple.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="217"/>
        <source>NVIDIA GPUs (CUDA)</source>
        <translation>GPU de NVIDIA (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="218"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="219"/>
        <source>&amp;Compute with:</source>
        <translation>&amp;Calcular con:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Memory for the model</source>
        <translation>Memoria para el modelo</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Holds it alone</source>
        <translation>Cabe entero</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="231"/>
        <source>Memory of each machine</source>
        <translation>Memoria de cada máquina</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="243"/>
        <source>Where it runs and whether it fits</source>
        <translation>Dónde se ejecuta y si cabe</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="255"/>
        <source>What the network will carry</source>
        <translation>Qué pasará por la red</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="425"/>
        <source>This shape cannot be built: %1.</source>
        <translation>No se puede construir esta forma: %1.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="428"/>
        <source>%1, %2 layers. ShardScope runs a model of this shape with random weights: the arithmetic and the network traffic are those of the real model, and nothing is downloaded.</source>
        <translation>%1, %2 capas. ShardScope ejecuta un modelo con esta forma y pesos aleatorios: los cálculos y el tráfico de red son los del modelo real, y no se descarga nada.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="439"/>
        <source>The custom shape cannot be built: %1. Change its numbers or choose a preset.</source>
        <translation>No se puede construir la forma personalizada: %1. Cambia sus números o elige un modelo predefinido.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="443"/>
        <source>The CPU computes in bf16, f32, q8_0 or q4_0, not f16: choose one of those, or compute with NVIDIA GPUs.</source>
        <translation>La CPU calcula en bf16, f32, q8_0 o q4_0, no en f16: elija uno de ellos o calcule con GPU NVIDIA.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="448"/>
        <source>ShardScope&apos;s GPU engine computes in bf16, f16 or f32; q8_0 and q4_0 run on CPUs for now.</source>
        <translation>El motor de GPU de ShardScope calcula en bf16, f16 o f32; q8_0 y q4_0 funcionan por ahora solo en CPU.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="452"/>
        <source>The model cannot be stored this way: %1.</source>
        <translation>El modelo no se puede guardar así: %1.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="487"/>
        <source>With CUDA the model lives in GPU memory: what counts is the memory of all NVIDIA GPUs of a machine together.</source>
        <translation>Con CUDA, el modelo reside en la memoria de GPU: lo que cuenta es la memoria de todas las GPU de NVIDIA de una máquina juntas.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="489"/>
        <source>With the CPU the model lives in main memory (RAM): what counts here is each machine&apos;s RAM, not its GPU memory.</source>
        <translation>Con la CPU, el modelo reside en la memoria principal (RAM): lo que cuenta aquí es la RAM de cada máquina, no su memoria de GPU.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="493"/>
        <source>The model needs about %1: %2 for the weights, %3 for the KV cache and %5 of working space. The KV cache is sized for the plan&apos;s highest concurrency, %n request(s) at once of %4 tokens each (prompt and answer); the Inference page sets the concurrencies.</source>
        <translation>
            <numerusform>El modelo necesita unos %1: %2 para los pesos, %3 para la caché KV y %5 de espacio de trabajo. La caché KV se dimensiona para la concurrencia más alta del plan, %n petición a la vez de %4 tokens cada una (prompt y respuesta); la página Inferencia fija las concurrencias.</numerusform>
            <numerusform>El modelo necesita unos %1: %2 para los pesos, %3 para la caché KV y %5 de espacio de trabajo. La caché KV se dimensiona para la concurrencia más alta del plan, %n peticiones a la vez de %4 tokens cada una (prompt y respuesta); la página Inferencia fija las concurrencias.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="508"/>
        <source>unknown: inventory it on the Machines page</source>
        <translation>desconocida: haz su inventario en la página Máquinas</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="510"/>
        <source>%1 on %n GPU(s)</source>
        <translation>
            <numerusform>%1 en %n GPU</numerusform>
            <numerusform>%1 en %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="513"/>
        <source>%1 RAM</source>
        <translation>%1 de RAM</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HistoryDialog</name>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="58"/>
        <source>Benchmark</source>
        <translation>Prueba de rendimiento</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="60"/>
        <source>Link test</source>
        <translation>Prueba de enlaces</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="118"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="119"/>
        <source>Number format</source>
        <translation>Formato numérico</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="120"/>
        <source>Runs on (CPU or GPU)</source>
        <translation>Se ejecuta en (CPU o GPU)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="121"/>
        <source>Prompt length (tokens)</source>
        <translation>Longitud del prompt (tokens)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="122"/>
        <source>Answer length (tokens)</source>
        <translation>Longitud de la respuesta (tokens)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="123"/>
        <source>Warm-up steps</source>
        <translation>Pasos de calentamiento</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="125"/>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="126"/>
        <source>CPU threads per machine</source>
        <translation>Hilos de CPU por máquina</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="127"/>
        <source>Layouts</source>
        <translation>Distribuciones</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="128"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="129"/>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="130"/>
        <source>Target time to first token (ms)</source>
        <translation>Objetivo de tiempo hasta el primer token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="131"/>
        <source>Target time per token (ms)</source>
        <translation>Objetivo de tiempo por token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="132"/>
        <source>ShardScope version</source>
        <translation>Versión de ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="133"/>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Machines</source>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="134"/>
        <source>Sets of machines</source>
        <translation>Conjuntos de máquinas</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="135"/>
        <source>Milliseconds per phase</source>
        <translation>Milisegundos por fase</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="136"/>
        <source>Parallel streams</source>
        <translation>Flujos en paralelo</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="137"/>
        <source>Latency probes</source>
        <translation>Sondas de latencia</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="115"/>
        <source>Address of %1</source>
        <translation>Dirección de %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="62"/>
        <location filename="../ui/HistoryDialog.cpp" line="710"/>
        <source>Your server</source>
        <translation>Tu servidor</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="64"/>
        <source>Setup check</source>
        <translation>Comprobación de la configuración</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="124"/>
        <source>Timed prefills (time to first token)</source>
        <translation>Prefills medidos (tiempo hasta el primer token)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="155"/>
        <source>%1 (%2 → %3)</source>
        <comment>layout (machines in the first run → in the second)</comment>
        <translation>%1 (%2 → %3)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="178"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="186"/>
        <source>A run that is still running cannot be deleted: finish or cancel it first.</source>
        <translation>No se puede borrar una ejecución que sigue en curso: espera a que termine o cancélala antes.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="191"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="209"/>
        <source>History of runs</source>
        <translation>Historial de ejecuciones</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="215"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="223"/>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="229"/>
        <source>&amp;From:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="231"/>
        <source>&amp;To:</source>
        <translation>&amp;Hasta:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="245"/>
        <source>Stored runs</source>
        <translation>Ejecuciones guardadas</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="443"/>
        <source>Baseline</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="264"/>
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="300"/>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Mark as &amp;baseline</source>
        <translation>Marcar como &amp;referencia</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="302"/>
        <source>The baseline is the run others are compared with: select one other run to see what changed since.</source>
        <translation>La referencia es la ejecución con la que se comparan las demás: selecciona otra ejecución para ver qué ha cambiado desde entonces.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="305"/>
        <source>&amp;Re-run with the same configuration</source>
        <translation>&amp;Volver a ejecutar con la misma configuración</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="308"/>
        <source>Opens the Inference page with this benchmark&apos;s model, layouts and machines</source>
        <translation>Abre la página Inferencia con el modelo, las distribuciones y las máquinas de esta prueba de rendimiento</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="309"/>
        <source>&amp;Show results</source>
        <translation>Ver re&amp;sultados</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="312"/>
        <source>Shows this benchmark on the Results page, where it can also be exported</source>
        <translation>Muestra esta prueba de rendimiento en la página Resultados, donde también se puede exportar</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="313"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="366"/>
        <source>There is no database, so there is no history. %1</source>
        <translation>No hay base de datos, así que no hay historial. %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="389"/>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="419"/>
        <source>%1; %2; %3 at once</source>
        <translation>%1; %2; %3 a la vez</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="423"/>
        <source>%n machine(s), every pair</source>
        <translation>
            <numerusform>%n máquina, cada par</numerusform>
            <numerusform>%n máquinas, cada par</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="425"/>
        <source>%n machine(s): interfaces, names, reach, exposure</source>
        <translation>
            <numerusform>%n máquina: interfaces, nombres, alcance, exposición</numerusform>
            <numerusform>%n máquinas: interfaces, nombres, alcance, exposición</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="431"/>
        <source>%1 at %2 (%3); %4; %5 at once</source>
        <translation>%1 en %2 (%3); %4; %5 a la vez</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="433"/>
        <source>server not recognised</source>
        <translation>servidor no reconocido</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Clear &amp;baseline</source>
        <translation>Quitar la &amp;referencia</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="557"/>
        <source>Deletes the selected runs with all their measurements</source>
        <translation>Borra las ejecuciones seleccionadas con todas sus mediciones</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="562"/>
        <source>No runs are stored yet: the link tests and benchmarks you run appear here.</source>
        <translation>Aún no hay ejecuciones guardadas: aquí aparecen las pruebas de enlaces y de rendimiento que ejecutes.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="564"/>
        <source>Select a run to see its settings, or two runs to compare them. The baseline is compared with any run you select.</source>
        <translation>Selecciona una ejecución para ver sus ajustes, o dos ejecuciones para compararlas. La referencia se compara con cualquier ejecución que selecciones.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="581"/>
        <source>Run %1 (%2) compared with run %3 (%4).</source>
        <translation>Ejecución %1 (%2) comparada con la ejecución %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="589"/>
        <source>%n runs selected. Select two to compare them.</source>
        <translation>
            <numerusform>%n ejecución seleccionada. Selecciona dos para compararlas.</numerusform>
            <numerusform>%n ejecuciones seleccionadas. Selecciona dos para compararlas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="595"/>
        <source>%1 %2, started %3: %4.</source>
        <translation>%1 %2, iniciada el %3: %4.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="601"/>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="606"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="619"/>
        <source>Compared with the baseline, run %1 (%2).</source>
        <translation>Comparada con la referencia, la ejecución %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="633"/>
        <source>Nothing of this check was stored: it was interrupted, or the database refused it.</source>
        <translation>No se guardó nada de esta comprobación: se interrumpió o la base de datos la rechazó.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="636"/>
        <source>This check cannot be read: %1</source>
        <translation>Esta comprobación no se puede leer: %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="639"/>
        <source>It found nothing to fix.</source>
        <translation>No encontró nada que corregir.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="643"/>
        <source>Not checked: %1.</source>
        <translation>Sin comprobar: %1.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="658"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <source>changed</source>
        <translation>cambiado</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="684"/>
        <location filename="../ui/HistoryDialog.cpp" line="723"/>
        <source>%1: tokens per second</source>
        <translation>%1: tokens por segundo</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="688"/>
        <location filename="../ui/HistoryDialog.cpp" line="727"/>
        <source>%1: time to first token (median)</source>
        <translation>%1: tiempo hasta el primer token (mediana)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="691"/>
        <location filename="../ui/HistoryDialog.cpp" line="730"/>
        <source>%1: time per token (median)</source>
        <translation>%1: tiempo por token (mediana)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="714"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="755"/>
        <source>%1: throughput, one stream</source>
        <translation>%1: tasa de transferencia, un flujo</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="767"/>
        <source>%1: round trip (median)</source>
        <translation>%1: ida y vuelta (mediana)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source> (baseline)</source>
        <translation> (referencia)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="788"/>
        <source>Better than run %1</source>
        <translation>Mejor que la ejecución %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="789"/>
        <source>Worse than run %1</source>
        <translation>Peor que la ejecución %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="796"/>
        <source>Same settings, and nothing measured in both runs.</source>
        <translation>Mismos ajustes, y nada medido en ambas ejecuciones.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="838"/>
        <source>Delete runs?</source>
        <translation>¿Borrar las ejecuciones?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="839"/>
        <source>Delete %n run(s) with all their measurements?</source>
        <translation>
            <numerusform>¿Borrar %n ejecución con todas sus mediciones?</numerusform>
            <numerusform>¿Borrar %n ejecuciones con todas sus mediciones?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="844"/>
        <source>They are removed from the database for good; the PDF, CSV and JSON files you saved stay as they are.</source>
        <translation>Se eliminan de la base de datos para siempre; los archivos PDF, CSV y JSON que guardaste se quedan como están.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="846"/>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HostDetailWidget</name>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="75"/>
        <source>&amp;Overview</source>
        <translation>Re&amp;sumen</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="137"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="91"/>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="96"/>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces</source>
        <translation>Interfaces de &amp;red</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="118"/>
        <source>Select a machine to see its details.</source>
        <translation>Selecciona una máquina para ver sus detalles.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="123"/>
        <source>%1: not inventoried yet.</source>
        <translation>%1: aún sin inventario.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="130"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="131"/>
        <source>Host name</source>
        <translation>Nombre de host</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="132"/>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="133"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="134"/>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="135"/>
        <source>C library</source>
        <translation>Biblioteca C</translation>
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
        <translation>Software de inferencia</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="140"/>
        <source>Inventory taken</source>
        <translation>Fecha del inventario</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="141"/>
        <source>Agent version</source>
        <translation>Versión del agente</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs (%1)</source>
        <translation>&amp;GPU (%1)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="155"/>
        <source>No inventory yet.</source>
        <translation>Aún sin inventario.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="162"/>
        <source>Inference on this machine would run on the CPU.</source>
        <translation>La inferencia en esta máquina se ejecutaría en la CPU.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces (%1)</source>
        <translation>Interfaces de &amp;red (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::InferencePage</name>
    <message>
        <location filename="../ui/InferencePage.cpp" line="67"/>
        <source>connecting the machines</source>
        <translation>conectando las máquinas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="69"/>
        <source>making the weights</source>
        <translation>generando los pesos</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="71"/>
        <source>measuring the memory bandwidth</source>
        <translation>midiendo el ancho de banda de memoria</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="73"/>
        <source>warming up</source>
        <translation>calentando</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="75"/>
        <source>reading the prompt</source>
        <translation>leyendo el prompt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="77"/>
        <source>writing the answer</source>
        <translation>escribiendo la respuesta</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="85"/>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="120"/>
        <source>Run the model on your machines</source>
        <translation>Ejecuta el modelo en tus máquinas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="121"/>
        <source>ShardScope runs the model from your goal with random weights and measures how long the first token takes, the time per token and the tokens per second: first on one machine alone (the baseline), then split across machines and as one copy per machine.</source>
        <translation>ShardScope ejecuta el modelo de tu objetivo con pesos aleatorios y mide cuánto tarda el primer token, el tiempo por token y los tokens por segundo: primero en una sola máquina (la referencia), luego repartido entre máquinas y con una copia por máquina.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="125"/>
        <source>&amp;Show results &gt;</source>
        <translation>&amp;Ver resultados &gt;</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Cluster address</source>
        <translation>Dirección del clúster</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="136"/>
        <source>Machines to run on</source>
        <translation>Máquinas en las que ejecutar</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="140"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="176"/>
        <source>&amp;Tensor parallel</source>
        <translation>Paralelismo de &amp;tensores</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="179"/>
        <source>Every layer is split across the machines; they exchange data twice per layer for every token. Fast links needed.</source>
        <translation>Cada capa se reparte entre las máquinas; intercambian datos dos veces por capa en cada token. Hacen falta enlaces rápidos.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="181"/>
        <source>&amp;Pipeline parallel</source>
        <translation>Paralelismo de &amp;pipeline</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="184"/>
        <source>Each machine holds a block of layers and passes its result to the next one: little traffic, but the machines take turns.</source>
        <translation>Cada máquina tiene un bloque de capas y pasa su resultado a la siguiente: poco tráfico, pero las máquinas trabajan por turnos.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="186"/>
        <source>One cop&amp;y per machine</source>
        <translation>Una copia por má&amp;quina</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="189"/>
        <source>Each machine runs the whole model on its share of the requests: no traffic between them, but each needs the memory for all of it.</source>
        <translation>Cada máquina ejecuta el modelo entero con su parte de las peticiones: sin tráfico entre ellas, pero cada una necesita memoria para todo el modelo.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="203"/>
        <source>How many requests the model serves at the same time, separated by commas: each number is one round of runs. 1 is one person chatting.</source>
        <translation>Cuántas peticiones atiende el modelo a la vez, separadas por comas: cada número es una ronda de ejecuciones. 1 es una persona chateando.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="206"/>
        <source>Requests at &amp;once:</source>
        <translation>Pet&amp;iciones a la vez:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="211"/>
        <location filename="../ui/InferencePage.cpp" line="219"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="212"/>
        <source>The length of each request&apos;s prompt: it is read at once (prefill) before the first token comes.</source>
        <translation>La longitud del prompt de cada petición: se lee de una vez (prefill) antes de que llegue el primer token.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="214"/>
        <source>Prompt &amp;length:</source>
        <translation>&amp;Longitud del prompt:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="220"/>
        <source>The length of each answer: tokens written one at a time (decode).</source>
        <translation>La longitud de cada respuesta: tokens escritos de uno en uno (decode).</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="222"/>
        <source>Answer le&amp;ngth:</source>
        <translation>Longitud de la &amp;respuesta:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="228"/>
        <source>How many times each run reads the prompt, each time from scratch and timed apart, as requests that arrive one after another: the time to the first token is the median and the 99th percentile over these reads. More reads give steadier figures; each adds one prompt&apos;s reading to every run.</source>
        <translation>Cuántas veces cada ejecución lee el prompt, cada vez desde cero y cronometrada aparte, como peticiones que llegan una tras otra: el tiempo hasta el primer token es la mediana y el percentil 99 de estas lecturas. Más lecturas dan cifras más estables; cada una añade la lectura de un prompt a cada ejecución.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="232"/>
        <source>Timed prompt rea&amp;ds:</source>
        <translation>Lecturas cronometra&amp;das del prompt:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="250"/>
        <source>What to run</source>
        <translation>Qué ejecutar</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="259"/>
        <source>&amp;Run benchmark</source>
        <translation>&amp;Ejecutar prueba de rendimiento</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="262"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="266"/>
        <source>Runs done</source>
        <translation>Ejecuciones terminadas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Layout</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Machines</source>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>First token (median)</source>
        <translation>Primer token (mediana)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="279"/>
        <source>Runs of this benchmark</source>
        <translation>Ejecuciones de esta prueba de rendimiento</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="291"/>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="317"/>
        <source>ShardScope&apos;s own model (&amp;generated weights, no server needed)</source>
        <translation>Modelo propio de ShardScope (pesos &amp;generados, sin servidor)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="319"/>
        <source>A server yo&amp;u run (llama-server, vLLM, Ollama…)</source>
        <translation>&amp;Un servidor que ejecutas (llama-server, vLLM, Ollama…)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="321"/>
        <source>llama.cpp t&amp;hat ShardScope starts</source>
        <translation>llama.cpp que ShardScope i&amp;nicia</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="325"/>
        <source>What runs:</source>
        <translation>Qué se ejecuta:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="394"/>
        <source>Each run is stored as soon as it finishes.</source>
        <translation>Cada ejecución se guarda en cuanto termina.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="395"/>
        <source>There is no database: the runs are not kept, and the Results page cannot show them.</source>
        <translation>No hay base de datos: las ejecuciones no se conservan y la página Resultados no puede mostrarlas.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="546"/>
        <source>runs alone</source>
        <translation>se ejecuta sola</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="547"/>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="550"/>
        <source>ShardScope does not know which address the other machines reach %1 at, so it cannot take part in a split. Choose its cluster interface on the Machines page with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope no sabe en qué dirección acceden las demás máquinas a %1, así que no puede participar en una ejecución repartida. Elige su interfaz del clúster en la página Máquinas con Editar…, o dale una dirección IP numérica.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="559"/>
        <source>Runs through the local agent</source>
        <translation>Se ejecuta a través del agente local</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="563"/>
        <source>There are no other machines, so ShardScope runs the model on this computer alone: the baseline. A split needs at least two machines: add them on the Machines page.</source>
        <translation>No hay otras máquinas, así que ShardScope ejecuta el modelo solo en este equipo: la referencia. Repartirlo necesita al menos dos máquinas: añádelas en la página Máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="567"/>
        <source>%1 runs the single-machine baseline: the first checked machine. Uncheck machines to leave them out.</source>
        <translation>%1 ejecuta la referencia en una sola máquina: es la primera máquina marcada. Desmarca las máquinas que quieras dejar fuera.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="578"/>
        <source>None of the chosen sets of machines has two machines: splits and copies run over all checked machines.</source>
        <translation>Ninguno de los conjuntos de máquinas elegidos tiene dos máquinas: el modelo repartido y las copias se ejecutan en todas las máquinas marcadas.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="580"/>
        <source>The chosen sets of machines need %1, which is not checked: splits and copies run over all checked machines instead. Check it to run them as chosen.</source>
        <translation>Los conjuntos de máquinas elegidos necesitan %1, que no está marcada: en su lugar, el modelo repartido y las copias se ejecutan en todas las máquinas marcadas. Márcala para ejecutarlos como los elegiste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="664"/>
        <source>%1 (all %n machines)</source>
        <translation>
            <numerusform>%1 (%n máquina: todas)</numerusform>
            <numerusform>%1 (las %n máquinas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="680"/>
        <source>Each checked set of machines runs every split and one copy per machine on its machines alone, e.g. to see whether a third machine helps. Space checks or unchecks the selected set.</source>
        <translation>Cada conjunto de máquinas marcado ejecuta cada forma de repartir el modelo y una copia por máquina solo en sus propias máquinas, p. ej. para ver si una tercera máquina ayuda. La barra espaciadora marca o desmarca el conjunto seleccionado.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="686"/>
        <source>With more than four machines only the first two, the first three, and so on up to all of them are offered: for another set of machines, uncheck the others, or uncheck a machine and check it again to move it to the end.</source>
        <translation>Con más de cuatro máquinas solo se ofrecen las dos primeras, las tres primeras, y así sucesivamente hasta todas ellas: para otro conjunto de máquinas, desmarca las demás, o desmarca una máquina y vuelve a marcarla para moverla al final.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="722"/>
        <source>Tensor parallel</source>
        <translation>Paralelismo de tensores</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="723"/>
        <source>Pipeline parallel</source>
        <translation>Paralelismo de pipeline</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="724"/>
        <source>One copy per machine</source>
        <translation>Una copia por máquina</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="738"/>
        <source>%1 needs the cluster address of every machine, and %2 has none: choose its cluster interface on the Machines page.</source>
        <translation>%1 necesita la dirección del clúster de cada máquina, y %2 no tiene ninguna: elige su interfaz del clúster en la página Máquinas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="750"/>
        <source>%1 cannot divide this model over %n machine(s): %2.</source>
        <translation>
            <numerusform>%1 no puede repartir este modelo entre %n máquina: %2.</numerusform>
            <numerusform>%1 no puede repartir este modelo entre %n máquinas: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="760"/>
        <source>A split and one copy per machine need at least two machines: with one, only the single-machine baseline runs.</source>
        <translation>Repartir el modelo y una copia por máquina necesitan al menos dos máquinas: con una, solo se ejecuta la referencia en una sola máquina.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="783"/>
        <source>At least one machine must run the model.</source>
        <translation>Al menos una máquina tiene que ejecutar el modelo.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="840"/>
        <source>At least one set of machines must run the splits and copies.</source>
        <translation>Al menos un conjunto de máquinas tiene que ejecutar el modelo repartido y las copias.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="871"/>
        <source>Requests at once: give numbers from 1 to %1, separated by commas, e.g. 1, 4.</source>
        <translation>Peticiones a la vez: indica números del 1 al %1, separados por comas, p. ej. 1, 4.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="878"/>
        <location filename="../ui/InferencePage.cpp" line="996"/>
        <source>This plan cannot run: %1</source>
        <translation>Este plan no se puede ejecutar: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="899"/>
        <source>%n run(s), one after another: the model on %1 alone.</source>
        <translation>
            <numerusform>%n ejecución, una tras otra: el modelo solo en %1.</numerusform>
            <numerusform>%n ejecuciones, una tras otra: el modelo solo en %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="904"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2, each over %3.</source>
        <translation>
            <numerusform>%n ejecución, una tras otra: primero el modelo solo en %1 (la referencia), luego %2, cada uno en %3.</numerusform>
            <numerusform>%n ejecuciones, una tras otra: primero el modelo solo en %1 (la referencia), luego %2, cada uno en %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="910"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2 over %3 machines.</source>
        <translation>
            <numerusform>%n ejecución, una tras otra: primero el modelo solo en %1 (la referencia), luego %2 en %3 máquinas.</numerusform>
            <numerusform>%n ejecuciones, una tras otra: primero el modelo solo en %1 (la referencia), luego %2 en %3 máquinas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="956"/>
        <source>%1 of %2 runs</source>
        <translation>%1 de %2 ejecuciones</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="958"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="963"/>
        <source>Starting the agents on %n machine(s)…</source>
        <translation>
            <numerusform>Iniciando el agente en %n máquina…</numerusform>
            <numerusform>Iniciando los agentes en %n máquinas…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="967"/>
        <source>Click Run benchmark to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>Haz clic en Ejecutar prueba de rendimiento para empezar. Puedes cancelar en cualquier momento; lo medido hasta entonces se conserva.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="977"/>
        <source>%1 over %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1 entre %2, %n petición a la vez</numerusform>
            <numerusform>%1 entre %2, %n peticiones a la vez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="980"/>
        <source>%1 on %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1 en %2, %n petición a la vez</numerusform>
            <numerusform>%1 en %2, %n peticiones a la vez</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1020"/>
        <source>Storing the run failed, so these runs are not kept: %1</source>
        <translation>Falló el guardado de la ejecución, así que estas ejecuciones no se conservan: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1049"/>
        <source>Each run is stored as soon as it finishes (stored run %1).</source>
        <translation>Cada ejecución se guarda en cuanto termina (ejecución guardada %1).</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1062"/>
        <source>The benchmark could not start: another one is still running.</source>
        <translation>No se pudo iniciar la prueba de rendimiento: todavía se está ejecutando otra.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1191"/>
        <source>Run %1 (%2) failed.</source>
        <translation>La ejecución %1 (%2) falló.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>No reason was given.</source>
        <translation>No se indicó ningún motivo.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>(Details: %1)</source>
        <translation>(Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1237"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Sus resultados están guardados como ejecución %1, pero no cómo terminó: el historial la mostrará como interrumpida cuando ShardScope se vuelva a iniciar.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1009"/>
        <source>There is no database: these runs are not kept.</source>
        <translation>No hay base de datos: estas ejecuciones no se conservan.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="144"/>
        <source>Sets of machines to split the model over and run copies on</source>
        <translation>Conjuntos de máquinas entre los que repartir el modelo y en los que ejecutar copias</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="146"/>
        <source>Split and run copies on these s&amp;ets of machines:</source>
        <translation>Repartir el modelo y ejecutar copias en estos con&amp;juntos de máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="745"/>
        <source>%1 cannot divide this model over %2: %3. Uncheck that set of machines to run it over the others.</source>
        <translation>%1 no puede repartir este modelo entre %2: %3. Desmarca ese conjunto de máquinas para ejecutarlo en los demás.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="916"/>
        <source>Requests at once: %1; prompts of %2 tokens, each read %n time(s) and timed apart; answers of %3 tokens.</source>
        <translation>
            <numerusform>Peticiones a la vez: %1; prompts de %2 tokens, cada uno leído %n vez y cronometrado; respuestas de %3 tokens.</numerusform>
            <numerusform>Peticiones a la vez: %1; prompts de %2 tokens, cada uno leído %n veces y cronometrado aparte; respuestas de %3 tokens.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1063"/>
        <source>The benchmark could not start: %1</source>
        <translation>No se pudo iniciar la prueba de rendimiento: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1099"/>
        <location filename="../ui/InferencePage.cpp" line="1186"/>
        <source>Ready</source>
        <translation>Lista</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1113"/>
        <source>Running %1</source>
        <translation>En curso: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1115"/>
        <source>Run %1 of %2: %3.</source>
        <translation>Ejecución %1 de %2: %3.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1145"/>
        <source>Run %1 of %2: %3: %4, %5 %.</source>
        <translation>Ejecución %1 de %2: %3: %4, %5 %.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1152"/>
        <source>About %1 tokens/s so far.</source>
        <translation>Unos %1 tokens/s hasta ahora.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1193"/>
        <source>Run %1 of %2 measured %3 tokens/s.</source>
        <translation>La ejecución %1 de %2 midió %3 tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1222"/>
        <source>Measured %1 of %2 runs.</source>
        <translation>Medidas %1 de %2 ejecuciones.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1224"/>
        <source>%n failed: the reasons are below.</source>
        <translation>
            <numerusform>%n falló: el motivo aparece abajo.</numerusform>
            <numerusform>%n fallaron: los motivos aparecen abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1226"/>
        <source>%n cancelled.</source>
        <translation>
            <numerusform>%n cancelada.</numerusform>
            <numerusform>%n canceladas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1228"/>
        <source>Click Show results to see what they mean.</source>
        <translation>Haz clic en Ver resultados para ver qué significan.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1235"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>Guardada como ejecución %1: se queda en el historial, también tras reiniciar.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LaunchLinesView</name>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="17"/>
        <source>The lines that start the same servers without ShardScope</source>
        <translation>Las líneas que inician los mismos servidores sin ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="23"/>
        <source>Co&amp;py the lines</source>
        <translation>C&amp;opiar las líneas</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkDetailPanel</name>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>1 stream</source>
        <translation>1 flujo</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>%1 streams</source>
        <translation>%1 flujos</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="79"/>
        <source>not reported</source>
        <translation>no informado</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="83"/>
        <source>speed not reported</source>
        <translation>velocidad no informada</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="85"/>
        <source>full duplex</source>
        <translation>dúplex completo</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="87"/>
        <source>half duplex</source>
        <translation>semidúplex</translation>
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
        <translation>Tasa de transferencia en el tiempo</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="111"/>
        <source>Round-trip histogram</source>
        <translation>Histograma de ida y vuelta</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="115"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="138"/>
        <source>Key figures</source>
        <translation>Cifras clave</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="137"/>
        <source>Round trips</source>
        <translation>Ida y vuelta</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="139"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="165"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="471"/>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="146"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="179"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Selecciona una celda de la matriz para ver sus detalles.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="186"/>
        <source>%1 with itself: a machine is not measured against itself. Select a cell off the diagonal.</source>
        <translation>%1 consigo misma: una máquina no se mide contra sí misma. Selecciona una celda fuera de la diagonal.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="194"/>
        <source>%1 was not measured in this run.</source>
        <translation>%1 no se midió en esta ejecución.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="203"/>
        <source>%1: waiting for its turn. Pairs are measured one at a time, so that no two tests share a link.</source>
        <translation>%1: esperando su turno. Los pares se miden de uno en uno, para que dos pruebas nunca compartan un enlace.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="273"/>
        <source>No throughput series in this report</source>
        <translation>No hay series de tasa de transferencia en este informe</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="277"/>
        <source>Seconds since the phase started</source>
        <translation>Segundos desde el inicio de la fase</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="282"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="250"/>
        <source>%1, both ways</source>
        <translation>%1, ambos sentidos</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="293"/>
        <source>Every %1 ms at the receiver; dashed: both ways at once</source>
        <translation>Cada %1 ms en el receptor; discontinua: ambos sentidos a la vez</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="305"/>
        <source>No round trips were recorded</source>
        <translation>No se registró ningún tiempo de ida y vuelta</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="332"/>
        <source>Idle link (%1 probes)</source>
        <translation>Enlace en reposo (%1 sondas)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="334"/>
        <source>While this way is busy (%1 probes)</source>
        <translation>Con este sentido cargado (%1 sondas)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="342"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="346"/>
        <source>Round trip in ms (bucket start)</source>
        <translation>Ida y vuelta en ms (inicio del intervalo)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="349"/>
        <source>% of probes</source>
        <translation>% de sondas</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="357"/>
        <source>Round trips of small UDP probes</source>
        <translation>Tiempos de ida y vuelta de pequeñas sondas UDP</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="375"/>
        <source>not measured</source>
        <translation>no medido</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="378"/>
        <source>Round trip min / p50 / p90</source>
        <translation>Ida y vuelta mín. / p50 / p90</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="379"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="384"/>
        <source>Round trip p99 / max</source>
        <translation>Ida y vuelta p99 / máx.</translation>
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
        <translation>Jitter (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="390"/>
        <source>Round-trip standard deviation</source>
        <translation>Desviación estándar de la ida y vuelta</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>Round trip</source>
        <translation>Ida y vuelta</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>no probe came back</source>
        <translation>no volvió ninguna sonda</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="394"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="395"/>
        <source>%1 (%2 of %3 probes)</source>
        <translation>%1 (%2 de %3 sondas)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="400"/>
        <source>Reordered / duplicated probes</source>
        <translation>Sondas desordenadas / duplicadas</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="404"/>
        <source>Round trip p50 while this way is busy</source>
        <translation>Ida y vuelta p50 con este sentido cargado</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="406"/>
        <source>UDP probes sent while one TCP stream fills this direction: a large rise means queues on the path (bufferbloat).</source>
        <translation>Sondas UDP enviadas mientras un flujo TCP llena este sentido: una subida grande indica colas en la ruta (bufferbloat).</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="409"/>
        <source>TCP request/response p50</source>
        <translation>Petición/respuesta TCP p50</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="411"/>
        <source>Small messages back and forth on one TCP connection, like a pipeline stage handing on one token&apos;s activations.</source>
        <translation>Mensajes pequeños de ida y vuelta por una conexión TCP, como una etapa de pipeline que pasa las activaciones de un token.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="418"/>
        <source>Throughput, 1 stream</source>
        <translation>Tasa de transferencia, 1 flujo</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="425"/>
        <source>Throughput, %1, both ways at once</source>
        <translation>Tasa de transferencia, %1, ambos sentidos a la vez</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="430"/>
        <source>TCP retransmits (1 stream / %1)</source>
        <translation>Retransmisiones TCP (1 flujo / %1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="432"/>
        <source>Segments the sender had to send again: a few are normal, many mean loss on the way.</source>
        <translation>Segmentos que el emisor tuvo que volver a enviar: unos pocos es normal, muchos indican pérdidas en el camino.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="437"/>
        <source>Path MTU</source>
        <translation>MTU de la ruta</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="435"/>
        <source>The largest packet that went there and back without being split.</source>
        <translation>El paquete más grande que fue y volvió sin fragmentarse.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="438"/>
        <source>Client interface</source>
        <translation>Interfaz del cliente</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="439"/>
        <source>Server interface</source>
        <translation>Interfaz del servidor</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="442"/>
        <source>%1 % on one stream</source>
        <translation>%1 % con un flujo</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="446"/>
        <source>%1 % on %2</source>
        <translation>%1 % con %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="449"/>
        <source>Share of the negotiated %1</source>
        <translation>Proporción de la velocidad negociada de %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="450"/>
        <source>TCP payload compared with the speed the network cards negotiated; headers take a few percent, so about 94 % is a full gigabit link.</source>
        <translation>Carga útil TCP comparada con la velocidad que negociaron las tarjetas de red; las cabeceras ocupan un pequeño porcentaje, así que alrededor del 94 % es un enlace gigabit completo.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>Share of the negotiated speed</source>
        <translation>Proporción de la velocidad negociada</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>unknown: the interfaces did not report a speed</source>
        <translation>desconocida: las interfaces no informaron de una velocidad</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="470"/>
        <source>No warnings for this direction: nothing in this test crossed a warning threshold.</source>
        <translation>Sin advertencias para este sentido: nada en esta prueba superó un umbral de advertencia.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="474"/>
        <source>Warnings (%1)</source>
        <translation>Advertencias (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMap</name>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="83"/>
        <source>Link matrix</source>
        <translation>Matriz de enlaces</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="85"/>
        <source>Rows: the machine that sends. Columns: the machine that receives. Use the arrow keys to move between cells; the details of the selected cell are shown next to the table.</source>
        <translation>Filas: la máquina que envía. Columnas: la máquina que recibe. Usa las teclas de flecha para moverte entre celdas; los detalles de la celda seleccionada se muestran junto a la tabla.</translation>
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
        <translation>en espera</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="139"/>
        <source>measuring %1 %</source>
        <translation>midiendo %1 %</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="147"/>
        <source>no figure</source>
        <translation>sin cifra</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="149"/>
        <source>same host</source>
        <translation>mismo host</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="151"/>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="153"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="167"/>
        <source>%1 with itself: nothing to measure</source>
        <translation>%1 consigo misma: nada que medir</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="169"/>
        <source>%1: not measured in this run</source>
        <translation>%1: no medido en esta ejecución</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="171"/>
        <source>%1: waiting for its turn</source>
        <translation>%1: esperando su turno</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="173"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="175"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="177"/>
        <source>%1: %2 was not measured</source>
        <translation>%1: %2 no se midió</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="179"/>
        <source>%1: same host, the traffic never left the machine; not a network figure</source>
        <translation>%1: mismo host, el tráfico nunca salió de la máquina; no es una cifra de red</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="181"/>
        <source>%1: the test failed; select it for the reason</source>
        <translation>%1: la prueba falló; selecciónala para ver el motivo</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="183"/>
        <source>%1: cancelled before it finished</source>
        <translation>%1: cancelado antes de terminar</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>to %1</source>
        <translation>hacia %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>from %1</source>
        <translation>desde %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="258"/>
        <source>Column: %1 receives</source>
        <translation>Columna: %1 recibe</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="259"/>
        <source>Row: %1 sends</source>
        <translation>Fila: %1 envía</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LlamaCppPanel</name>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="36"/>
        <source>Q4_0 (4 bits a weight: the smallest, the fastest)</source>
        <translation>Q4_0 (4 bits por peso: el más pequeño y el más rápido)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="38"/>
        <source>Q8_0 (8 bits a weight)</source>
        <translation>Q8_0 (8 bits por peso)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="40"/>
        <source>F16 (16 bits a weight: the largest)</source>
        <translation>F16 (16 bits por peso: el más grande)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="50"/>
        <source>A GGUF f&amp;ile on the machines:</source>
        <translation>Un archi&amp;vo GGUF en las máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="56"/>
        <source>The model file&apos;s absolute path on the machines: on the first machine, and on every machine for one copy per machine (the same path on each). A split over RPC sends the layers to the other machines itself.</source>
        <translation>La ruta absoluta del archivo del modelo en las máquinas: en la primera máquina y, con una copia por máquina, en cada máquina (la misma ruta en todas). Al repartir por RPC, las capas se envían solas a las demás máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="59"/>
        <source>A pr&amp;eset ShardScope writes:</source>
        <translation>Un modelo pre&amp;definido que crea ShardScope:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="62"/>
        <source>A model of that shape with random weights, written by the agent in its own folder on the machines (removed with the agent). It answers nonsense, but as fast as the real model of that size would.</source>
        <translation>Un modelo con esa forma y pesos aleatorios, que el agente escribe en su propia carpeta en las máquinas (se borra con el agente). Responde disparates, pero tan rápido como lo haría el modelo real de ese tamaño.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="67"/>
        <source>Preset model</source>
        <translation>Modelo predefinido</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="78"/>
        <source>&amp;Quantization:</source>
        <translation>Cuanti&amp;zación:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="86"/>
        <source>empty: where the machines&apos; inventory found llama-server</source>
        <translation>vacío: donde el inventario de las máquinas encontró llama-server</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="88"/>
        <source>The folder that holds llama-server and rpc-server (llama.cpp&apos;s build/bin), the same path on every machine. A split over RPC needs a build with RPC (cmake -DGGML_RPC=ON) and the same build on every machine.</source>
        <translation>La carpeta que contiene llama-server y rpc-server (build/bin de llama.cpp), con la misma ruta en todas las máquinas. Repartir por RPC necesita una compilación con RPC (cmake -DGGML_RPC=ON) y la misma compilación en todas las máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="91"/>
        <source>llama.cpp fol&amp;der:</source>
        <translation>Ca&amp;rpeta de llama.cpp:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="101"/>
        <source>Note: llama.cpp&apos;s rpc-server has no authentication: whoever reaches its port can use it. ShardScope starts it only for a split, only while the test runs, bound to the machine&apos;s cluster address (never to every network), and stops it at the end. Run a split on a network you trust.</source>
        <translation>Nota: el rpc-server de llama.cpp no tiene autenticación: cualquiera que llegue a su puerto puede usarlo. ShardScope solo lo inicia para repartir el modelo, solo mientras dura la prueba, ligado a la dirección del clúster de la máquina (nunca a todas las redes), y lo detiene al final. Reparte el modelo solo en una red de confianza.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="181"/>
        <source>Give the model file&apos;s path on the machines, such as /home/you/models/model.gguf, or choose a preset.</source>
        <translation>Indica la ruta del archivo del modelo en las máquinas, como /home/you/models/model.gguf, o elige un modelo predefinido.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="184"/>
        <source>Give the model file&apos;s whole path on the machines, from the root: /home/you/models/%1.</source>
        <translation>Indica la ruta completa del archivo del modelo en las máquinas, desde la raíz: /home/you/models/%1.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="188"/>
        <source>Check the machines llama.cpp runs on.</source>
        <translation>Marca las máquinas en las que se ejecuta llama.cpp.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="195"/>
        <source>%1 has no cluster address, so llama.cpp cannot listen on it: connect it on the Machines page, or give it by its IP address.</source>
        <translation>%1 no tiene dirección del clúster, así que llama.cpp no puede escuchar en ella: conéctala en la página Máquinas o indícala por su dirección IP.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="201"/>
        <source>ShardScope does not know where llama-server is on %1: give the llama.cpp folder.</source>
        <translation>ShardScope no sabe dónde está llama-server en %1: indica la carpeta de llama.cpp.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="205"/>
        <source>ShardScope does not know where rpc-server is on %1: give the llama.cpp folder of a build with RPC.</source>
        <translation>ShardScope no sabe dónde está rpc-server en %1: indica la carpeta de llama.cpp de una compilación con RPC.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="223"/>
        <location filename="../ui/LlamaCppPanel.cpp" line="305"/>
        <source>(Details: %1)</source>
        <translation>(Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="227"/>
        <source>llama.cpp did not start or did not get ready. Check the llama.cpp folder (llama-server and, for a split, rpc-server must be there on every machine), that the model fits each machine&apos;s memory, and the end of the server&apos;s output below.</source>
        <translation>llama.cpp no se inició o no llegó a estar listo. Comprueba la carpeta de llama.cpp (llama-server y, para repartir el modelo, rpc-server deben estar en ella en cada máquina), que el modelo cabe en la memoria de cada máquina y el final de la salida del servidor, más abajo.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="234"/>
        <source>The model file %1 could not be read. Check that the path is right on every machine that loads it (each machine for one copy per machine), that the file is a GGUF model and that your login on the machines may read it.</source>
        <translation>No se pudo leer el archivo del modelo %1. Comprueba que la ruta es correcta en cada máquina que lo carga (en todas, con una copia por máquina), que el archivo es un modelo GGUF y que tu usuario en las máquinas puede leerlo.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="241"/>
        <source>The preset&apos;s model file could not be written. Check that the machine&apos;s disk has room for it (its agent&apos;s folder, under ~/.cache/shardscope).</source>
        <translation>No se pudo escribir el archivo del modelo predefinido. Comprueba que el disco de la máquina tiene espacio para él (la carpeta de su agente, en ~/.cache/shardscope).</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="246"/>
        <source>llama.cpp cannot run this way on these machines.</source>
        <translation>llama.cpp no puede ejecutarse así en estas máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="250"/>
        <source>llama.cpp could not be measured.</source>
        <translation>No se pudo medir llama.cpp.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LlamaCppPanel.cpp" line="280"/>
        <source>The model %1 (%n layer(s)) was loaded in %2 s.</source>
        <translation>
            <numerusform>El modelo %1 (%n capa) se cargó en %2 s.</numerusform>
            <numerusform>El modelo %1 (%n capas) se cargó en %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="285"/>
        <source>The preset&apos;s file was there already.</source>
        <translation>El archivo del modelo predefinido ya existía.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="286"/>
        <source>Writing the preset&apos;s file took %1 s.</source>
        <translation>Escribir el archivo del modelo predefinido tardó %1 s.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="290"/>
        <source>To start the same servers without ShardScope, run these lines:</source>
        <translation>Para iniciar los mismos servidores sin ShardScope, ejecuta estas líneas:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="295"/>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MachinesPage</name>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="80"/>
        <source>Your machines</source>
        <translation>Tus máquinas</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="97"/>
        <source>Inventory in progress</source>
        <translation>Inventario en curso</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Host name</source>
        <translation>Nombre de host</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="82"/>
        <source>This computer and the machines you add: ShardScope connects to them over SSH and its agent lists their GPUs, memory and network interfaces. Warnings below say what could slow down inference split across machines.</source>
        <translation>Este equipo y las máquinas que añadas: ShardScope se conecta a ellas por SSH y su agente enumera sus GPU, su memoria y sus interfaces de red. Las advertencias de abajo indican qué podría ralentizar la inferencia repartida entre máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="99"/>
        <source>Connect a&amp;ll</source>
        <translation>Conectar &amp;todos</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="102"/>
        <source>Inventory this computer and every machine in the list (connects over SSH, copies the agent)</source>
        <translation>Hace el inventario de este equipo y de cada máquina de la lista (se conecta por SSH y copia el agente)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="104"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="106"/>
        <source>Stop connecting; what is done stays</source>
        <translation>Deja de conectar; lo ya hecho se conserva</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>SSH address</source>
        <translation>Dirección SSH</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="138"/>
        <source>&amp;Add…</source>
        <translation>A&amp;ñadir…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="140"/>
        <source>Add a machine that you reach over SSH</source>
        <translation>Añade una máquina a la que accedes por SSH</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="141"/>
        <source>Edi&amp;t…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="143"/>
        <source>&amp;Import from SSH config…</source>
        <translation>&amp;Importar desde la configuración SSH…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="145"/>
        <source>Add machines listed in ~/.ssh/config</source>
        <translation>Añade las máquinas que aparecen en ~/.ssh/config</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="146"/>
        <location filename="../ui/MachinesPage.cpp" line="482"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="148"/>
        <source>Forget the selected machine and its stored inventories</source>
        <translation>Olvida la máquina seleccionada y sus inventarios guardados</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="177"/>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportar PDF…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="179"/>
        <source>Save the inventory and the warnings as a PDF file</source>
        <translation>Guarda el inventario y las advertencias en un archivo PDF</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="183"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="186"/>
        <source>&amp;Details of the selected machine:</source>
        <translation>&amp;Detalles de la máquina seleccionada:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="187"/>
        <source>&amp;Warnings:</source>
        <translation>Ad&amp;vertencias:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="473"/>
        <source>Remove %1?</source>
        <translation>¿Quitar %1?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="474"/>
        <source>Remove %1 from ShardScope?</source>
        <translation>¿Quitar %1 de ShardScope?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="479"/>
        <source>ShardScope forgets this machine and its stored inventories. Nothing on the machine itself is changed: to delete the ShardScope agent there, use &quot;Remove from machines&quot; on the next page first.</source>
        <translation>ShardScope olvida esta máquina y sus inventarios guardados. No se cambia nada en la propia máquina: para borrar allí el agente de ShardScope, usa antes «Quitar de las máquinas» en la página siguiente.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="659"/>
        <source>Connecting to your machines: %1 of %2 done%3. Each row shows where its machine is.</source>
        <translation>Conectando con tus máquinas: %1 de %2 terminadas%3. Cada fila muestra en qué punto está su máquina.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="690"/>
        <source>Machines inventoried in this session: %1 of %2.</source>
        <translation>Máquinas inventariadas en esta sesión: %1 de %2.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="503"/>
        <source>That did not work: %1.</source>
        <translation>No funcionó: %1.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="515"/>
        <source>Saved the inventory to %1.</source>
        <translation>Inventario guardado en %1.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="530"/>
        <source>Export the inventory as PDF</source>
        <translation>Exportar el inventario como PDF</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="531"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="610"/>
        <source>Warnings appear here once a machine has been inventoried.</source>
        <translation>Las advertencias aparecen aquí en cuanto se haya hecho el inventario de una máquina.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="625"/>
        <location filename="../ui/MachinesPage.cpp" line="626"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="643"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="655"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="663"/>
        <source>, this computer still running</source>
        <translation>, este equipo sigue en curso</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="673"/>
        <source>Click Connect all to inventory this computer.</source>
        <translation>Haz clic en Conectar todos para hacer el inventario de este equipo.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="682"/>
        <source>Add your other machines with the Add… or Import from SSH config… button.</source>
        <translation>Usa el botón Añadir… o Importar desde la configuración SSH… para añadir tus otras máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="667"/>
        <source>Inventorying this computer with the ShardScope agent… This usually takes a few seconds.</source>
        <translation>Haciendo el inventario de este equipo con el agente de ShardScope… Suele tardar unos segundos.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="677"/>
        <source>This computer: %1</source>
        <translation>Este equipo: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NetworkPage</name>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="46"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="47"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="83"/>
        <source>How good are your links?</source>
        <translation>¿Qué tal son tus enlaces?</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="84"/>
        <source>ShardScope measures every pair of machines directly, one pair at a time: round trips, jitter and loss with small probes, then throughput in each direction with one and with several TCP streams. The traffic goes machine to machine on the cluster interface, never through this computer.</source>
        <translation>ShardScope mide directamente cada par de máquinas, de una en una: ida y vuelta, jitter y pérdida con pequeñas sondas, y luego la tasa de transferencia en cada sentido con uno y con varios flujos TCP. El tráfico va de máquina a máquina por la interfaz del clúster, nunca a través de este equipo.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="93"/>
        <source>Machines to test</source>
        <translation>Máquinas a probar</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="94"/>
        <source>&amp;Machines to test:</source>
        <translation>&amp;Máquinas a probar:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="102"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="104"/>
        <source>How long each throughput phase sends: one and several streams, each direction alone and both at once. Longer gives steadier figures.</source>
        <translation>Cuánto tiempo envía datos cada fase de tasa de transferencia: uno y varios flujos, cada sentido por separado y ambos a la vez. Más tiempo da cifras más estables.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="111"/>
        <source>Parallel TCP streams of the second throughput measurement: several streams show what the link carries when one stream cannot fill it.</source>
        <translation>Flujos TCP en paralelo de la segunda medida de tasa de transferencia: varios flujos muestran lo que transporta el enlace cuando un solo flujo no puede llenarlo.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="119"/>
        <source>Small UDP probes for the round trip, jitter and loss (one every %1 ms), and as many TCP request/response round trips.</source>
        <translation>Pequeñas sondas UDP para la ida y vuelta, el jitter y la pérdida (una cada %1 ms), y otras tantas idas y vueltas de petición/respuesta TCP.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="122"/>
        <source>Seconds per &amp;phase:</source>
        <translation>Segundos por &amp;fase:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="124"/>
        <source>Parallel &amp;streams:</source>
        <translation>Flujos &amp;paralelos:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="126"/>
        <source>&amp;Latency probes:</source>
        <translation>Sondas de &amp;latencia:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="128"/>
        <source>&amp;One pair at a time (Wi-Fi, a hub, one shared uplink)</source>
        <translation>&amp;Un par cada vez (Wi-Fi, un hub, un enlace de subida compartido)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="131"/>
        <source>By default, pairs that share no machine are measured at the same time, in rounds: on a switched network each pair has links of its own. Where all machines share one medium they would slow each other down: check this to measure every pair alone.</source>
        <translation>Por omisión, los pares que no comparten máquina se miden a la vez, en rondas: en una red con switch cada par tiene sus propios enlaces. Donde todas las máquinas comparten un medio se frenarían entre sí: marque esto para medir cada par por separado.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="149"/>
        <source>&amp;Run link test</source>
        <translation>&amp;Ejecutar prueba de enlaces</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="153"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="157"/>
        <source>Pairs measured</source>
        <translation>Pares medidos</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="173"/>
        <source>Figure shown in the matrix</source>
        <translation>Cifra mostrada en la matriz</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="178"/>
        <source>Sho&amp;w:</source>
        <translation>M&amp;ostrar:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="180"/>
        <source>Rows send, columns receive.</source>
        <translation>Las filas envían, las columnas reciben.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="264"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Rayado: ambos extremos son el mismo host, no es una cifra de red. Gris: la prueba falló.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="356"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="361"/>
        <source>Other machines reach %1 at %2 in the test.</source>
        <translation>En la prueba, las demás máquinas acceden a %1 en la dirección %2.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="363"/>
        <source>%1: no cluster address</source>
        <translation>%1: sin dirección del clúster</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="367"/>
        <source>ShardScope does not know which address the other machines reach %1 at. Click Connect all on the Machines page so that its interfaces are known and choose its cluster interface with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope no sabe en qué dirección acceden las demás máquinas a %1. Haz clic en Conectar todos en la página Máquinas para que se conozcan sus interfaces y elige su interfaz del clúster con Editar…, o dale una dirección IP numérica.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="392"/>
        <source>About %1 per pair.</source>
        <translation>Unos %1 por par.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="394"/>
        <source>About %1 for the one pair.</source>
        <translation>Unos %1 para el único par.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="151"/>
        <source>Measure every pair of the checked machines</source>
        <translation>Medir cada par de las máquinas marcadas</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="396"/>
        <source>About %1 per pair; %2 pairs one after another take about %3.</source>
        <translation>Unos %1 por par; %2 pares uno tras otro tardan unos %3.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="402"/>
        <source>About %1 per pair; %2 pairs in %3 rounds of pairs that share no machine take about %4.</source>
        <translation>Unos %1 por par; %2 pares en %3 rondas de pares que no comparten máquina tardan unos %4.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="435"/>
        <source>%1 of %2 pairs</source>
        <translation>%1 de %2 pares</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="437"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="442"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Conectando con %1 máquinas e iniciando sus agentes…</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="445"/>
        <source>There are no other machines yet. Go back and add them on the Machines page: a link test needs at least two.</source>
        <translation>Aún no hay otras máquinas. Vuelve atrás y añádelas en la página Máquinas: una prueba de enlaces necesita al menos dos.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="448"/>
        <source>Check at least two machines to measure the links between them.</source>
        <translation>Marca al menos dos máquinas para medir los enlaces entre ellas.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="452"/>
        <source>Click Run link test to measure every pair of the checked machines.</source>
        <translation>Haz clic en Ejecutar prueba de enlaces para medir cada par de las máquinas marcadas.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="503"/>
        <source>This run is stored as it goes: the results stay after a restart.</source>
        <translation>Esta ejecución se guarda sobre la marcha: los resultados se conservan tras reiniciar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="504"/>
        <source>There is no database: this run is not kept.</source>
        <translation>No hay base de datos: esta ejecución no se conserva.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="570"/>
        <source>%1: done.</source>
        <translation>%1: terminado.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="600"/>
        <source>Measured %1 of %2 pairs.</source>
        <translation>Medidos %1 de %2 pares.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="602"/>
        <source>%1 failed: select a grey cell for the reason.</source>
        <translation>Con fallo: %1; selecciona una celda gris para ver el motivo.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="604"/>
        <source>%1 cancelled.</source>
        <translation>Cancelados: %1.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="611"/>
        <source>Stored: this run is shown again when you come back, also after a restart.</source>
        <translation>Guardada: esta ejecución se vuelve a mostrar cuando regreses, también tras reiniciar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="613"/>
        <source>Its pairs are stored, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Sus pares están guardados, pero no cómo terminó la ejecución: el historial la mostrará como interrumpida cuando ShardScope se vuelva a iniciar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="624"/>
        <source>There is no database: link tests are not kept.</source>
        <translation>No hay base de datos: las pruebas de enlaces no se conservan.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="635"/>
        <source>No link test yet.</source>
        <translation>Aún no hay ninguna prueba de enlaces.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="637"/>
        <location filename="../ui/NetworkPage.cpp" line="684"/>
        <source>Run a link test to see how fast and how steady the links between your machines are.</source>
        <translation>Ejecuta una prueba de enlaces para ver lo rápidos y estables que son los enlaces entre tus máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="653"/>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="656"/>
        <source>cancelled before the end</source>
        <translation>cancelada antes del final</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="659"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="664"/>
        <source>did not finish</source>
        <translation>no terminó</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="667"/>
        <source>Showing the link test of %1 (%2, %3 machines). Run it again to compare.</source>
        <translation>Se muestra la prueba de enlaces del %1 (%2, %3 máquinas). Vuelve a ejecutarla para comparar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="670"/>
        <location filename="../ui/NetworkPage.cpp" line="686"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Selecciona una celda de la matriz para ver sus detalles.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NodeDialog</name>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="29"/>
        <source>Add a machine</source>
        <translation>Añadir una máquina</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="31"/>
        <source>ShardScope reaches the machine over SSH, as you would with &quot;ssh -p PORT USER@ADDRESS&quot;. Nothing needs to be installed on it beforehand.</source>
        <translation>ShardScope accede a la máquina por SSH, como harías tú con &quot;ssh -p PUERTO USUARIO@DIRECCIÓN&quot;. No hace falta instalar nada en ella de antemano.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="39"/>
        <source>for example node2</source>
        <translation>por ejemplo node2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="42"/>
        <source>host name or IP address, e.g. 192.168.1.20</source>
        <translation>nombre de host o dirección IP, p. ej. 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="50"/>
        <source>empty: your user name on this computer</source>
        <translation>vacío: tu nombre de usuario en este equipo</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="53"/>
        <source>empty: ssh-agent and your default keys</source>
        <translation>vacío: ssh-agent y tus claves predeterminadas</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="54"/>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="63"/>
        <source>empty: choose later</source>
        <translation>vacío: elegir más tarde</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="64"/>
        <source>The network interface this machine uses to talk to the other machines during split inference, e.g. the fastest wired one.</source>
        <translation>La interfaz de red que usa esta máquina para comunicarse con las demás durante la inferencia repartida, p. ej. la cableada más rápida.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="68"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="69"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="70"/>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="71"/>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="72"/>
        <source>&amp;Identity file:</source>
        <translation>Archivo de &amp;identidad:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="74"/>
        <source>&amp;Cluster interface:</source>
        <translation>Interfaz del &amp;clúster:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="108"/>
        <source>Edit %1</source>
        <translation>Editar %1</translation>
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
        <translation>Introduce un nombre para la máquina, por ejemplo node2.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="168"/>
        <source>The name is too long: use at most 64 characters.</source>
        <translation>El nombre es demasiado largo: usa como máximo 64 caracteres.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="170"/>
        <source>The name must not contain line breaks, tabs or other control characters.</source>
        <translation>El nombre no debe contener saltos de línea, tabuladores ni otros caracteres de control.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="172"/>
        <source>The name must not contain a comma: the command line separates names with commas.</source>
        <translation>El nombre no debe contener comas: la línea de comandos separa los nombres con comas.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="179"/>
        <source>The address must not contain spaces or control characters.</source>
        <translation>La dirección no debe contener espacios ni caracteres de control.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="188"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>El puerto debe ser un número entre 1 y 65535.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="195"/>
        <source>The identity file&apos;s path must not contain control characters.</source>
        <translation>La ruta del archivo de clave no debe contener caracteres de control.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="197"/>
        <source>%1 is not a network interface name (at most 15 characters, no /, :, spaces or control characters).</source>
        <translation>%1 no es un nombre de interfaz de red (como máximo 15 caracteres, sin /, :, espacios ni caracteres de control).</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="214"/>
        <source>Another machine is already called %1: choose another name.</source>
        <translation>Ya hay otra máquina llamada %1: elige otro nombre.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="174"/>
        <source>&quot;%1&quot; is the name of the machine ShardScope runs on: choose another name.</source>
        <translation>«%1» es el nombre de la máquina en la que se ejecuta ShardScope: elige otro nombre.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="177"/>
        <source>Enter the machine&apos;s address: its host name or IP address.</source>
        <translation>Introduce la dirección de la máquina: su nombre de host o su dirección IP.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="181"/>
        <source>Enter only the address here; the user name (before the @) goes into User.</source>
        <translation>Introduce aquí solo la dirección; el nombre de usuario (lo que va antes de @) va en Usuario.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="183"/>
        <source>Enter the address without a port; the port goes into Port.</source>
        <translation>Introduce la dirección sin puerto; el puerto va en Puerto.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="185"/>
        <source>The address may contain only letters, digits, dots and hyphens, and must not start with a hyphen.</source>
        <translation>La dirección solo puede contener letras, dígitos, puntos y guiones, y no puede empezar por guion.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="191"/>
        <source>Enter only the user name here, without @ and the address.</source>
        <translation>Introduce aquí solo el nombre de usuario, sin @ ni la dirección.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="192"/>
        <source>The user name may contain only letters, digits, dots, hyphens and underscores, and must not start with a hyphen.</source>
        <translation>El nombre de usuario solo puede contener letras, dígitos, puntos, guiones y guiones bajos, y no puede empezar por guion.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="228"/>
        <source>The identity file %1 does not exist. Choose your private key with Browse…, or leave the field empty to use ssh-agent and your default keys.</source>
        <translation>El archivo de identidad %1 no existe. Elige tu clave privada con Examinar…, o deja el campo vacío para usar ssh-agent y tus claves predeterminadas.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="232"/>
        <source>%1 is not a file: choose your private key file.</source>
        <translation>%1 no es un archivo: elige el archivo de tu clave privada.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="234"/>
        <source>You may not read the identity file %1.</source>
        <translation>No tienes permiso para leer el archivo de identidad %1.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="236"/>
        <source>%1 is the public half of a key. Choose the private key: the file of the same name without .pub.</source>
        <translation>%1 es la mitad pública de una clave. Elige la clave privada: el archivo con el mismo nombre sin .pub.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="258"/>
        <source>Choose your private SSH key</source>
        <translation>Elige tu clave SSH privada</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ResultsPage</name>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="97"/>
        <source>What the benchmark showed</source>
        <translation>Lo que mostró la prueba de rendimiento</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="98"/>
        <source>The answer first, then the measurements behind it. Everything here comes from the stored run, so it looks the same tomorrow and in the PDF.</source>
        <translation>Primero la respuesta, luego las mediciones que la respaldan. Todo lo que hay aquí sale de la ejecución guardada, así que se verá igual mañana y en el PDF.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="158"/>
        <source>Sho&amp;w:</source>
        <translation>M&amp;ostrar:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="164"/>
        <source>Rows send, columns receive.</source>
        <translation>Las filas envían, las columnas reciben.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="174"/>
        <source>Design rules</source>
        <translation>Reglas de diseño</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Design rule</source>
        <translation>Regla de diseño</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Evidence</source>
        <translation>Evidencia</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="193"/>
        <source>The links the analysis used</source>
        <translation>Los enlaces que usó el análisis</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="199"/>
        <source>The setup check of these machines</source>
        <translation>La comprobación de la configuración de estas máquinas</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="206"/>
        <source>Design rules for splitting a model over a network</source>
        <translation>Reglas de diseño para repartir un modelo a través de una red</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="208"/>
        <source>Each rule is met, not met, or not tested by this run, with the evidence.</source>
        <translation>Cada regla se cumple, no se cumple o no se ha probado en esta ejecución, con la evidencia.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="219"/>
        <source>Steps of the serving run</source>
        <translation>Pasos de la ejecución de servicio</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>Failed</source>
        <translation>Fallidas</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p50</source>
        <translation>Primer token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p99</source>
        <translation>Primer token p99</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Per token p50</source>
        <translation>Por token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Between tokens p50</source>
        <translation>Entre tokens p50</translation>
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
        <translation>Cómo se iniciaron los servidores</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="248"/>
        <source>Each step</source>
        <translation>Cada paso</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="329"/>
        <source>Run %1 cannot be shown: %2. Run the benchmark again on the Inference page.</source>
        <translation>No se puede mostrar la ejecución %1: %2. Vuelve a ejecutar la prueba de rendimiento en la página Inferencia.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="335"/>
        <source>There is no database, so there are no stored results to show.</source>
        <translation>No hay base de datos, así que no hay resultados guardados que mostrar.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="336"/>
        <source>No benchmark has run yet. Go back to the Inference page and run one: its results appear here.</source>
        <translation>Aún no se ha ejecutado ninguna prueba de rendimiento. Vuelve a la página Inferencia y ejecuta una: sus resultados aparecen aquí.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="354"/>
        <source>Run %1 of %2 on %3, started %4.</source>
        <translation>Ejecución %1 de %2 en %3, iniciada el %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="367"/>
        <source>Splits and copies ran over %n sets of machines: %1.</source>
        <translation>
            <numerusform>El modelo repartido y las copias se ejecutaron en %n conjunto de máquinas: %1.</numerusform>
            <numerusform>El modelo repartido y las copias se ejecutaron en %n conjuntos de máquinas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="371"/>
        <source>It was cancelled: only the layouts that finished are shown.</source>
        <translation>Se canceló: solo se muestran las distribuciones que terminaron.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="373"/>
        <source>It failed: only the layouts that finished are shown.</source>
        <translation>Falló: solo se muestran las distribuciones que terminaron.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="376"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the layouts that finished are shown.</source>
        <translation>Se interrumpió (ShardScope o el equipo se detuvo mientras se ejecutaba): solo se muestran las distribuciones que terminaron.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="380"/>
        <source>It is still running: only the layouts that finished so far are shown.</source>
        <translation>Todavía se está ejecutando: solo se muestran las distribuciones que han terminado hasta ahora.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="407"/>
        <source>No prediction: there is no link test of these machines. Measure the links on the Network page, then run the benchmark again.</source>
        <translation>Sin predicción: no hay ninguna prueba de enlaces de estas máquinas. Mide los enlaces en la página Red y vuelve a ejecutar la prueba de rendimiento.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="411"/>
        <source>No prediction: it needs a tensor or pipeline parallel run that finished.</source>
        <translation>Sin predicción: hace falta una ejecución con paralelismo de tensores o de pipeline que haya terminado.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="437"/>
        <source>Serving run %1: %2 at %3, model %4, %5, started %6. The requests were sent from %7.</source>
        <translation>Ejecución de servicio %1: %2 en %3, modelo %4, %5, iniciada el %6. Las peticiones se enviaron desde %7.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="440"/>
        <source>not named</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="443"/>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="446"/>
        <source>Sampled while it ran: %1.</source>
        <translation>Máquinas muestreadas durante la ejecución: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="448"/>
        <source>It was cancelled: only the steps that finished count.</source>
        <translation>Se canceló: solo cuentan los pasos que terminaron.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="450"/>
        <source>It failed: only the steps measured cleanly count.</source>
        <translation>Falló: solo cuentan los pasos medidos sin errores.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="453"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the steps that finished count.</source>
        <translation>Se interrumpió (ShardScope o el equipo se detuvo mientras se ejecutaba): solo cuentan los pasos que terminaron.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="456"/>
        <source>It is still running: only the steps done so far are shown.</source>
        <translation>Todavía se está ejecutando: solo se muestran los pasos hechos hasta ahora.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="468"/>
        <source>Compared: %n serving run(s) of this model on this server.</source>
        <translation>
            <numerusform>Se compara %n ejecución de servicio de este modelo en este servidor.</numerusform>
            <numerusform>Se comparan %n ejecuciones de servicio de este modelo en este servidor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="474"/>
        <source>%n request(s) at once: %1.</source>
        <translation>
            <numerusform>%n petición a la vez: %1.</numerusform>
            <numerusform>%n peticiones a la vez: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="479"/>
        <source>These steps are not clean results and are left out of the charts:</source>
        <translation>Estos pasos no son resultados válidos y quedan fuera de los gráficos:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="518"/>
        <source>%1 % of answered</source>
        <translation>%1 % de las respondidas</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="520"/>
        <source>no targets</source>
        <translation>sin objetivos</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="543"/>
        <source>%1 was not sampled: %2</source>
        <translation>%1 no se muestreó: %2</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="548"/>
        <source>GPU %1 of %2 was idle the whole step: the server placed no work there.</source>
        <translation>La GPU %1 de %2 estuvo inactiva todo el paso: el servidor no le asignó ningún trabajo.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="553"/>
        <source>%1&apos;s network carried %2 per generated token.</source>
        <translation>La red de %1 transportó %2 por token generado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="558"/>
        <source>At %n request(s) at once:</source>
        <translation>
            <numerusform>Con %n petición a la vez:</numerusform>
            <numerusform>Con %n peticiones a la vez:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results to show</source>
        <translation>No hay resultados que mostrar</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results yet</source>
        <translation>Aún no hay resultados</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="602"/>
        <source>On your own server (%n serving run(s)): %1.</source>
        <translation>
            <numerusform>En tu propio servidor (%n ejecución de servicio): %1.</numerusform>
            <numerusform>En tu propio servidor (%n ejecuciones de servicio): %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="610"/>
        <source>Read these figures with care:</source>
        <translation>Interpreta estas cifras con cuidado:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="621"/>
        <source>The link test of these machines from %1 (run %2): the what-if and the network rules use its round trips and throughput. Each cell is one direction between two machines.</source>
        <translation>La prueba de enlaces de estas máquinas del %1 (ejecución %2): la simulación y las reglas de red usan sus tiempos de ida y vuelta y su tasa de transferencia. Cada celda es un sentido entre dos máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="629"/>
        <source>No link test measured every pair of these machines before this run, so the network figures are missing. Measure the links on the Network page.</source>
        <translation>Ninguna prueba de enlaces midió cada par de estas máquinas antes de esta ejecución, así que faltan las cifras de red. Mide los enlaces en la página Red.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="651"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Rayado: ambos extremos son el mismo host, no es una cifra de red. Gris: la prueba falló.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ServePanel</name>
    <message>
        <location filename="../ui/ServePanel.cpp" line="68"/>
        <source>warming the server up (not counted)</source>
        <translation>calentando el servidor (no cuenta)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="71"/>
        <source>%1 requests answered, %2 failed</source>
        <translation>%1 peticiones respondidas, %2 fallidas</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="80"/>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="144"/>
        <source>Measure the server you already run (llama.cpp&apos;s llama-server, vLLM, Ollama, LM Studio or any OpenAI-compatible server) the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once. The requests are sent from one of your machines, next to the server, so this computer&apos;s own network is not part of what is measured, while every machine below samples its processors, GPUs and network.</source>
        <translation>Mide el servidor que ya ejecutas (llama-server de llama.cpp, vLLM, Ollama, LM Studio o cualquier servidor compatible con OpenAI) como lo hace la propia prueba de rendimiento de vLLM: el tiempo hasta el primer token, el tiempo por token y los tokens por segundo con cada número de peticiones a la vez. Las peticiones se envían desde una de tus máquinas, junto al servidor, así que la red de este equipo no forma parte de lo que se mide, mientras cada máquina de abajo muestrea sus procesadores, sus GPU y su red.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="150"/>
        <source>ShardScope starts llama.cpp (your own build of llama-server and rpc-server) on the checked machines, loads the model, and measures it the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once, while every machine samples its processors, GPUs and network. The time to load the model is measured too. When the run ends, is cancelled or fails, ShardScope stops every server it started.</source>
        <translation>ShardScope inicia llama.cpp (tu propia compilación de llama-server y rpc-server) en las máquinas marcadas, carga el modelo y lo mide como lo hace la propia prueba de rendimiento de vLLM: el tiempo hasta el primer token, el tiempo por token y los tokens por segundo con cada número de peticiones a la vez, mientras cada máquina muestrea sus procesadores, sus GPU y su red. También se mide el tiempo de carga del modelo. Cuando la ejecución termina, se cancela o falla, ShardScope detiene todos los servidores que inició.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Cluster address</source>
        <translation>Dirección del clúster</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="165"/>
        <source>Machines the server runs on</source>
        <translation>Máquinas en las que se ejecuta el servidor</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="166"/>
        <source>Machines llama.cpp runs on</source>
        <translation>Máquinas en las que se ejecuta llama.cpp</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="172"/>
        <source>The server runs on these &amp;machines:</source>
        <translation>El servidor se ejecuta en estas má&amp;quinas:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="173"/>
        <source>llama.cpp runs on these &amp;machines (the first checked one runs llama-server, the one you send the requests to):</source>
        <translation>llama.cpp se ejecuta en estas má&amp;quinas (la primera marcada ejecuta llama-server, la que recibe las peticiones):</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="183"/>
        <source>The server&apos;s address as the machine that sends the requests reaches it: http://address:port, with a path when the API is not at the root. llama-server listens on port 8080, vLLM on 8000, Ollama on 11434.</source>
        <translation>La dirección del servidor tal como la alcanza la máquina que envía las peticiones: http://dirección:puerto, con una ruta si la API no está en la raíz. llama-server escucha en el puerto 8080, vLLM en el 8000 y Ollama en el 11434.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="189"/>
        <source>as the server names it; empty: the one model it lists</source>
        <translation>como lo llama el servidor; vacío: el único modelo que ofrece</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="193"/>
        <source>only if the server asks for one</source>
        <translation>solo si el servidor pide una</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="194"/>
        <source>Sent as a bearer token. Kept in memory while ShardScope runs: never stored, never put on a command line.</source>
        <translation>Se envía como token bearer. Se mantiene en memoria mientras ShardScope está en marcha: nunca se guarda ni se pone en una línea de comandos.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="198"/>
        <source>Ask the server</source>
        <translation>Preguntar al servidor</translation>
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
        <translation>La máquina cuyo agente envía las peticiones. Lo mejor es la primera máquina del servidor: así solo se mide el servidor. Este equipo añade su propia red (p. ej. Wi-Fi) a cada cifra.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="221"/>
        <source>One machine</source>
        <translation>Una máquina</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="222"/>
        <source>Split over RPC</source>
        <translation>Repartido por RPC</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="223"/>
        <source>One copy per machine</source>
        <translation>Una copia por máquina</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="227"/>
        <source>How your server spreads the model over the machines, as you started it. ShardScope cannot see it; the verdict compares runs by it (llama.cpp&apos;s RPC is pipeline parallel).</source>
        <translation>Cómo reparte tu servidor el modelo entre las máquinas, tal como lo iniciaste. ShardScope no puede verlo; el veredicto compara las ejecuciones según esto (el RPC de llama.cpp es paralelismo de pipeline).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="229"/>
        <source>One machine: llama-server on the first checked machine alone. Split over RPC: an rpc-server on every other checked machine holds a share of the layers, and llama-server on the first uses them. One copy per machine: llama-server with the whole model on every checked machine, the requests sent to each in turn.</source>
        <translation>Una máquina: llama-server solo en la primera máquina marcada. Repartido por RPC: un rpc-server en cada una de las demás máquinas marcadas guarda una parte de las capas, y llama-server en la primera las usa. Una copia por máquina: llama-server con el modelo completo en cada máquina marcada, con las peticiones enviadas a cada una por turnos.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="242"/>
        <source>How many requests are in flight at once, separated by commas: each number is one step.</source>
        <translation>Cuántas peticiones hay en curso a la vez, separadas por comas: cada número es un paso.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="247"/>
        <location filename="../ui/ServePanel.cpp" line="252"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="253"/>
        <source>Every answer is this long: the server is asked to ignore its end-of-sequence token.</source>
        <translation>Cada respuesta tiene esta longitud: se pide al servidor que ignore su token de fin de secuencia.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="260"/>
        <source>Requests counted at each step, after %n warm-up request(s) that are not.</source>
        <translation>
            <numerusform>Peticiones contadas en cada paso, tras %n petición de calentamiento que no cuenta.</numerusform>
            <numerusform>Peticiones contadas en cada paso, tras %n peticiones de calentamiento que no cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="265"/>
        <source>Server &amp;address:</source>
        <translation>Dirección del &amp;servidor:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="266"/>
        <source>M&amp;odel name:</source>
        <translation>Nombre del m&amp;odelo:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="267"/>
        <source>API &amp;key:</source>
        <translation>C&amp;lave de API:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="268"/>
        <source>&amp;Dialect:</source>
        <translation>&amp;Dialecto:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="271"/>
        <source>Send the requests &amp;from:</source>
        <translation>Enviar las &amp;peticiones desde:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>The server &amp;runs the model as:</source>
        <translation>El servidor &amp;ejecuta el modelo como:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>llama.cpp &amp;runs the model as:</source>
        <translation>llama.cpp &amp;ejecuta el modelo como:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="274"/>
        <source>Requests at o&amp;nce:</source>
        <translation>Pet&amp;iciones a la vez:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="277"/>
        <source>in,</source>
        <translation>de entrada,</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="279"/>
        <source>out,</source>
        <translation>de salida,</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="281"/>
        <source>requests a step</source>
        <translation>peticiones por paso</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="283"/>
        <source>&amp;Workload:</source>
        <translation>Carga de &amp;trabajo:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="295"/>
        <source>vLLM &amp;launch lines…</source>
        <translation>Comandos de a&amp;rranque de vLLM…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="298"/>
        <source>The commands that start vLLM over the checked machines with the cluster interface pinned, to copy. ShardScope does not start vLLM.</source>
        <translation>Los comandos que inician vLLM en las máquinas marcadas con la interfaz del clúster fijada, para copiarlos. ShardScope no inicia vLLM.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>Your server</source>
        <translation>Tu servidor</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>llama.cpp on your machines</source>
        <translation>llama.cpp en tus máquinas</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>Measure &amp;the server</source>
        <translation>&amp;Medir el servidor</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>&amp;Start and measure</source>
        <translation>Iniciar y &amp;medir</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="316"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="320"/>
        <source>Steps done</source>
        <translation>Pasos terminados</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Requests at once</source>
        <translation>Peticiones a la vez</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>Failed</source>
        <translation>Fallidas</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>First token (median)</source>
        <translation>Primer token (mediana)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Per token (median)</source>
        <translation>Por token (mediana)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="333"/>
        <source>Steps of this serving run</source>
        <translation>Pasos de esta ejecución de servicio</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="343"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="410"/>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="411"/>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="432"/>
        <location filename="../ui/ServePanel.cpp" line="436"/>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="492"/>
        <source>Give the server&apos;s address, such as http://192.168.1.20:8080.</source>
        <translation>Indica la dirección del servidor, por ejemplo http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="494"/>
        <source>Give the requests at once as numbers from 1 to %1, separated by commas.</source>
        <translation>Indica las peticiones a la vez como números del 1 al %1, separados por comas.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="497"/>
        <source>%1 needs at least two checked machines: check the machines the server runs on.</source>
        <translation>%1 necesita al menos dos máquinas marcadas: marca las máquinas en las que se ejecuta el servidor.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="500"/>
        <source>This plan cannot run. (Details: %1)</source>
        <translation>Este plan no se puede ejecutar. (Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="536"/>
        <source>No launch lines for these machines. (Details: %1)</source>
        <translation>No hay comandos de arranque para estas máquinas. (Detalles: %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="538"/>
        <source>vLLM over %n machine(s): tensor parallel %1, pipeline parallel %2. ShardScope does not start it: run these, in this order. The API key, if you want one, goes in the environment variable VLLM_API_KEY, never on the command line.</source>
        <translation>
            <numerusform>vLLM en %n máquina: paralelismo de tensores %1, paralelismo de pipeline %2. ShardScope no lo inicia: ejecuta estos comandos, en este orden. La clave de API, si quieres una, va en la variable de entorno VLLM_API_KEY, nunca en la línea de comandos.</numerusform>
            <numerusform>vLLM en %n máquinas: paralelismo de tensores %1, paralelismo de pipeline %2. ShardScope no lo inicia: ejecuta estos comandos, en este orden. La clave de API, si quieres una, va en la variable de entorno VLLM_API_KEY, nunca en la línea de comandos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="547"/>
        <source>%1. On %2 (%3):</source>
        <translation>%1. En %2 (%3):</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="553"/>
        <source>Then give %1 as the server address here.</source>
        <translation>Después indica aquí %1 como dirección del servidor.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="556"/>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="563"/>
        <source>vLLM launch lines</source>
        <translation>Comandos de arranque de vLLM</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="570"/>
        <source>&amp;Copy</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="598"/>
        <source>%n step(s) of %1 requests each, sent from %2.</source>
        <translation>
            <numerusform>%n paso de %1 peticiones cada uno, enviadas desde %2.</numerusform>
            <numerusform>%n pasos de %1 peticiones cada uno, enviadas desde %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="602"/>
        <source>%n machine(s) sampled while it runs.</source>
        <translation>
            <numerusform>%n máquina muestreada durante la ejecución.</numerusform>
            <numerusform>%n máquinas muestreadas durante la ejecución.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="609"/>
        <source>%1 of %2 steps</source>
        <translation>%1 de %2 pasos</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="611"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="616"/>
        <source>Starting the agents and asking the server what it is…</source>
        <translation>Iniciando los agentes y preguntando al servidor qué es…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="617"/>
        <source>Starting the agents…</source>
        <translation>Iniciando los agentes…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="623"/>
        <source>Click Measure the server to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>Haz clic en Medir el servidor para empezar. Puedes cancelar en cualquier momento; lo medido hasta entonces se conserva.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="625"/>
        <source>Click Start and measure to start. You can cancel at any time: ShardScope stops the servers, and what was measured until then is kept.</source>
        <translation>Haz clic en Iniciar y medir para empezar. Puedes cancelar en cualquier momento: ShardScope detiene los servidores y lo medido hasta entonces se conserva.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="648"/>
        <source>There is no database: this run is not kept.</source>
        <translation>No hay base de datos: esta ejecución no se conserva.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="668"/>
        <source>The run is stored once the server has answered.</source>
        <translation>La ejecución se guarda en cuanto el servidor responde.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="672"/>
        <source>The run could not start. (Details: %1)</source>
        <translation>No se pudo iniciar la ejecución. (Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="673"/>
        <source>The run could not start: another one is still running.</source>
        <translation>No se pudo iniciar la ejecución: todavía se está ejecutando otra.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="701"/>
        <source>Ready</source>
        <translation>Lista</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="722"/>
        <source>Storing the run failed, so it is not kept: %1</source>
        <translation>Falló el guardado de la ejecución, así que no se conserva: %1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="727"/>
        <source>Each step is stored as soon as it is done (stored run %1).</source>
        <translation>Cada paso se guarda en cuanto termina (ejecución guardada %1).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="730"/>
        <source>The server is %1; the model is %2.</source>
        <translation>El servidor es %1; el modelo es %2.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="731"/>
        <source>not named</source>
        <translation>sin nombre</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="740"/>
        <source>Step %1 of %2: %n request(s) at once.</source>
        <translation>
            <numerusform>Paso %1 de %2: %n petición a la vez.</numerusform>
            <numerusform>Paso %1 de %2: %n peticiones a la vez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="750"/>
        <source>Step %1 of %2, %n request(s) at once: %3.</source>
        <translation>
            <numerusform>Paso %1 de %2, %n petición a la vez: %3.</numerusform>
            <numerusform>Paso %1 de %2, %n peticiones a la vez: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="787"/>
        <source>Step %1 (%n request(s) at once) is not a clean result.</source>
        <translation>
            <numerusform>El paso %1 (%n petición a la vez) no es un resultado válido.</numerusform>
            <numerusform>El paso %1 (%n peticiones a la vez) no es un resultado válido.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>No reason was given.</source>
        <translation>No se indicó ningún motivo.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>(Details: %1)</source>
        <translation>(Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="791"/>
        <source>Step %1 measured %2 tokens/s.</source>
        <translation>El paso %1 midió %2 tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="817"/>
        <source>Cancelled before the first step.</source>
        <translation>Cancelada antes del primer paso.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="858"/>
        <source>The server could not be measured. (Details: %1)</source>
        <translation>No se pudo medir el servidor. (Detalles: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="822"/>
        <source>Cancelled: %1 of %2 steps measured cleanly; what was measured until then is kept.</source>
        <translation>Cancelado: %1 de %2 pasos medidos limpiamente; lo medido hasta entonces se conserva.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="826"/>
        <source>%1 of %2 steps measured cleanly.</source>
        <translation>%1 de %2 pasos medidos sin errores.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="828"/>
        <source>Click Show results to see what they mean.</source>
        <translation>Haz clic en Ver resultados para ver qué significan.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="835"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>Guardada como ejecución %1: se queda en el historial, también tras reiniciar.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="837"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Sus resultados están guardados como ejecución %1, pero no cómo terminó: el historial la mostrará como interrumpida cuando ShardScope se vuelva a iniciar.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="843"/>
        <source>Nothing was stored: the server never answered.</source>
        <translation>No se guardó nada: el servidor nunca respondió.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SetupCheckPage</name>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="79"/>
        <source>Is your setup right?</source>
        <translation>¿Está bien tu configuración?</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="80"/>
        <source>Before measuring, ShardScope checks what most often goes wrong between machines: which network interface the software should use, whether each machine reaches every other by name and on the ports the software will open, routers on the way, addresses that may change, inference servers open to every network, and firewalls. It changes nothing.</source>
        <translation>Antes de medir, ShardScope comprueba lo que más a menudo falla entre las máquinas: qué interfaz de red debe usar el software, si cada máquina llega a todas las demás por su nombre y en los puertos que abrirá el software, routers en el camino, direcciones que pueden cambiar, servidores de inferencia abiertos a todas las redes y cortafuegos. No cambia nada.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="85"/>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check</source>
        <translation>&amp;Ejecutar comprobación de la configuración</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="88"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="91"/>
        <source>Sa&amp;ve setup sheet…</source>
        <translation>&amp;Guardar hoja de configuración…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="93"/>
        <source>One page to keep: each machine, its interface and settings, the launch lines that worked, the checks and the link test to compare against later</source>
        <translation>Una página para guardar: cada máquina, su interfaz y sus ajustes, los comandos de arranque que funcionaron, las comprobaciones y la prueba de enlaces con la que comparar más adelante</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="98"/>
        <source>Setup check progress</source>
        <translation>Progreso de la comprobación de la configuración</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="109"/>
        <source>Cluster interface of each machine</source>
        <translation>Interfaz del clúster de cada máquina</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Cluster interface</source>
        <translation>Interfaz del clúster</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="117"/>
        <source>Checks and their findings</source>
        <translation>Comprobaciones y lo que encontraron</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="129"/>
        <source>&amp;Interfaces between the machines:</source>
        <translation>&amp;Interfaces entre las máquinas:</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="131"/>
        <source>C&amp;hecks (select one for what was found and what to do):</source>
        <translation>C&amp;omprobaciones (selecciona una para ver qué se encontró y qué hacer):</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check again</source>
        <translation>&amp;Ejecutar de nuevo la comprobación de la configuración</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="245"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="247"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Conectando con %1 máquinas e iniciando sus agentes…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="248"/>
        <source>Checking: %1</source>
        <translation>Comprobando: %1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="250"/>
        <source>There are no machines yet. Go back and add them on the Machines page.</source>
        <translation>Aún no hay máquinas. Vuelve atrás y añádelas en la página Máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="253"/>
        <source>Click Run setup check: it takes a few seconds per machine and leaves nothing running.</source>
        <translation>Haz clic en Ejecutar comprobación de la configuración: tarda unos segundos por máquina y no deja nada en marcha.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="283"/>
        <source>Cancelled: below is what was checked before it stopped.</source>
        <translation>Cancelada: abajo está lo que se comprobó antes de detenerse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="284"/>
        <source>%n problem(s) to fix before measuring.</source>
        <translation>
            <numerusform>%n problema que corregir antes de medir.</numerusform>
            <numerusform>%n problemas que corregir antes de medir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="285"/>
        <source>No problem; %n warning(s) worth a look.</source>
        <translation>
            <numerusform>Ningún problema; %n advertencia merece un vistazo.</numerusform>
            <numerusform>Ningún problema; %n advertencias merecen un vistazo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="286"/>
        <source>Every check passed.</source>
        <translation>Se superaron todas las comprobaciones.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="288"/>
        <source>%n machine(s) could not be checked: see below.</source>
        <translation>
            <numerusform>%n máquina no se pudo comprobar: mira abajo.</numerusform>
            <numerusform>%n máquinas no se pudieron comprobar: mira abajo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="295"/>
        <source>Kept in the history as run %1.</source>
        <translation>Guardada en el historial como ejecución %1.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="320"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="352"/>
        <source>Nothing to do.</source>
        <translation>No hay nada que hacer.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="353"/>
        <source>Select a finding for what was found and what to do.</source>
        <translation>Selecciona un resultado para ver qué se encontró y qué hacer.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="374"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="378"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="381"/>
        <source>What to do: %1</source>
        <translation>Qué hacer: %1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="404"/>
        <source>Save the setup sheet</source>
        <translation>Guardar la hoja de configuración</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="405"/>
        <source>PDF (*.pdf);;Markdown (*.md)</source>
        <translation>PDF (*.pdf);;Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="411"/>
        <source>The setup sheet is saved as %1.</source>
        <translation>La hoja de configuración se ha guardado como %1.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ShardScopeWizard</name>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="104"/>
        <source>Run again</source>
        <translation>Volver a ejecutar</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="114"/>
        <source>A benchmark is running. Wait for it or cancel it, then run the other one again.</source>
        <translation>Hay una prueba de rendimiento en curso. Espera a que termine o cancélala, y luego vuelve a ejecutar la otra.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="117"/>
        <source>There is no database, so there is no stored run to repeat.</source>
        <translation>No hay base de datos, así que no hay ninguna ejecución guardada que repetir.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="120"/>
        <source>Run %1 is no longer in the database.</source>
        <translation>La ejecución %1 ya no está en la base de datos.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="123"/>
        <source>Run %1 cannot be repeated: its configuration cannot be read (%2).</source>
        <translation>No se puede repetir la ejecución %1: no se puede leer su configuración (%2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="147"/>
        <source>Run %1 cannot be repeated as it was: it split the model over %2, and %3 can no longer take part (removed, or its agent was taken off). Over other machines the split would measure something else. Add the machine again on the Machines page, or choose the machines yourself on the Inference page.</source>
        <translation>
            <numerusform>No se puede repetir la ejecución %1 tal como fue: repartió el modelo entre %2, y %3 ya no puede participar (se eliminó, o se le quitó el agente). Con otras máquinas, la ejecución repartida mediría otra cosa. Vuelve a añadir la máquina en la página Máquinas, o elige tú las máquinas en la página Inferencia.</numerusform>
            <numerusform>No se puede repetir la ejecución %1 tal como fue: repartió el modelo entre %2, y %3 ya no pueden participar (se eliminaron, o se les quitó el agente). Con otras máquinas, la ejecución repartida mediría otra cosa. Vuelve a añadir las máquinas en la página Máquinas, o elige tú las máquinas en la página Inferencia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="158"/>
        <source>Run %1 used %2, which can no longer take part (removed, or its agent was taken off). This time it runs on %3.</source>
        <translation>
            <numerusform>La ejecución %1 usó %2, que ya no puede participar (se eliminó, o se le quitó el agente). Esta vez se ejecuta en %3.</numerusform>
            <numerusform>La ejecución %1 usó %2, que ya no pueden participar (se eliminaron, o se les quitó el agente). Esta vez se ejecuta en %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="178"/>
        <source>Show results</source>
        <translation>Ver resultados</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="179"/>
        <source>A benchmark is running. Wait for it or cancel it, then show the other run&apos;s results.</source>
        <translation>Hay una prueba de rendimiento en curso. Espera a que termine o cancélala, y luego muestra los resultados de la otra ejecución.</translation>
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
        <translation>Importar máquinas desde tu configuración SSH</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="38"/>
        <source>&amp;Other file…</source>
        <translation>&amp;Otro archivo…</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>User</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Identity file</source>
        <translation>Archivo de identidad</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Runs when connecting</source>
        <translation>Se ejecuta al conectar</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="56"/>
        <source>Machines found</source>
        <translation>Máquinas encontradas</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="58"/>
        <source>Check &amp;all</source>
        <translation>Marcar &amp;todas</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="60"/>
        <source>Check &amp;none</source>
        <translation>&amp;Desmarcar todas</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="68"/>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="71"/>
        <source>Check the machines you want ShardScope to use. Entries with * or ? are patterns, not machines, and are not listed.</source>
        <translation>Marca las máquinas que quieres que use ShardScope. Las entradas con * o ? son patrones, no máquinas, y no se muestran.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="105"/>
        <source>File: %1</source>
        <translation>Archivo: %1</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="112"/>
        <source>%1 could not be read, so nothing can be imported from it. Choose another file with Other file…, or add the machines one by one with Add… instead. (Details: %2)</source>
        <translation>No se pudo leer %1, así que no se puede importar nada de él. Elige otro archivo con Otro archivo…, o usa Añadir… para añadir las máquinas una a una. (Detalles: %2)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="135"/>
        <source>Each time ShardScope connects to %1, it runs this on this computer, as ssh does: %2. Import %1 only if you trust that command.</source>
        <translation>Cada vez que ShardScope se conecta a %1, ejecuta esto en este equipo, como hace ssh: %2. Importa %1 solo si confías en ese comando.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="147"/>
        <source>Already added</source>
        <translation>Ya añadida</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="148"/>
        <source>%1 (already added)</source>
        <translation>%1 (ya añadida)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="154"/>
        <source>%1 (cannot be imported)</source>
        <translation>%1 (no se puede importar)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="160"/>
        <source>No machines found in this file.</source>
        <translation>No se encontraron máquinas en este archivo.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="162"/>
        <source>No machine in this file can be imported: each has been added already or has a setting ShardScope cannot use (its tooltip says which).</source>
        <translation>No se puede importar ninguna máquina de este archivo: cada una ya se añadió o tiene un ajuste que ShardScope no puede usar (al pasar el ratón por encima se indica cuál).</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="165"/>
        <source>Every machine in this file has been added already.</source>
        <translation>Todas las máquinas de este archivo ya se añadieron.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="167"/>
        <source>Machines found: %1.</source>
        <translation>Máquinas encontradas: %1.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="171"/>
        <source>Machines that connect through a ProxyCommand or ProxyJump: %1. ShardScope runs that command on this computer every time it connects to one of them: check the column &quot;Runs when connecting&quot; before you import them.</source>
        <translation>Máquinas que se conectan a través de ProxyCommand o ProxyJump: %1. ShardScope ejecuta ese comando en este equipo cada vez que se conecta a una de ellas: revisa la columna &quot;Se ejecuta al conectar&quot; antes de importarlas.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="191"/>
        <source>Choose an SSH configuration file</source>
        <translation>Elige un archivo de configuración SSH</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WelcomePage</name>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="14"/>
        <source>Welcome to ShardScope</source>
        <translation>Te damos la bienvenida a ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="15"/>
        <source>ShardScope finds out, by measuring, whether your model runs better on one machine or split across several of your machines.</source>
        <translation>ShardScope averigua, midiendo, si tu modelo funciona mejor en una sola máquina o repartido entre varias de tus máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="21"/>
        <source>&lt;b&gt;Inventory.&lt;/b&gt; It lists what each machine has: GPUs, memory, network interfaces and their link speed, operating system, inference software.</source>
        <translation>&lt;b&gt;Inventario.&lt;/b&gt; Enumera lo que tiene cada máquina: GPU, memoria, interfaces de red y su velocidad de enlace, sistema operativo y software de inferencia.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="24"/>
        <source>&lt;b&gt;Agent.&lt;/b&gt; It copies a small helper program, the ShardScope agent, to each machine over SSH. It needs no administrator rights and can be removed at any time.</source>
        <translation>&lt;b&gt;Agente.&lt;/b&gt; Copia un pequeño programa auxiliar, el agente de ShardScope, a cada máquina por SSH. No necesita permisos de administrador y se puede quitar en cualquier momento.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="28"/>
        <source>&lt;b&gt;Link tests.&lt;/b&gt; The agents measure delay, jitter, packet loss and throughput between every pair of machines.</source>
        <translation>&lt;b&gt;Pruebas de enlaces.&lt;/b&gt; Los agentes miden el retardo, el jitter, la pérdida de paquetes y la tasa de transferencia entre cada par de máquinas.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>&lt;b&gt;Inference runs.&lt;/b&gt; The same model shape runs on one machine and split across machines, with time to first token and tokens per second measured.</source>
        <translation>&lt;b&gt;Ejecuciones de inferencia.&lt;/b&gt; Un modelo con la misma forma se ejecuta en una sola máquina y repartido entre máquinas, midiendo el tiempo hasta el primer token y los tokens por segundo.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="34"/>
        <source>&lt;b&gt;Verdict and report.&lt;/b&gt; ShardScope tells you whether to stay on one machine, run copies side by side or split the model, with the numbers behind it, and saves a PDF report.</source>
        <translation>&lt;b&gt;Veredicto e informe.&lt;/b&gt; ShardScope te dice si quedarte en una sola máquina, ejecutar copias en paralelo o repartir el modelo, con las cifras que lo respaldan, y guarda un informe en PDF.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="41"/>
        <source>The machines you want to use, switched on.</source>
        <translation>Las máquinas que quieres usar, encendidas.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="43"/>
        <source>SSH access to each of them with your user name (a key is best).</source>
        <translation>Acceso SSH a cada una con tu nombre de usuario (lo mejor es con una clave).</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="45"/>
        <source>A wired network: the machines connected by cable to the same switch. Wi-Fi works, but it is usually too slow for splitting a model.</source>
        <translation>Una red cableada: las máquinas conectadas por cable al mismo switch. El Wi-Fi funciona, pero suele ser demasiado lento para repartir un modelo.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What will happen</source>
        <translation>Qué va a pasar</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What you need</source>
        <translation>Qué necesitas</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="56"/>
        <source>Nothing is changed on your machines except the agent&apos;s own folder. Click Next to start with this computer.</source>
        <translation>No se cambia nada en tus máquinas salvo la carpeta propia del agente. Haz clic en Siguiente para empezar con este equipo.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="62"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="64"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="66"/>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="68"/>
        <source>Every earlier run: compare them, mark a baseline, run one again</source>
        <translation>Todas las ejecuciones anteriores: compáralas, marca una como referencia, vuelve a ejecutar una</translation>
    </message>
</context>
</TS>
