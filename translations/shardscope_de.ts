<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
        <translation>Die Aufteilung %1 macht jedes Token %2 langsamer: %3 der Zeit jedes Tokens vergehen mit Warten auf das Netzwerk.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="115"/>
        <source>Splitting %1 makes each token %2 slower.</source>
        <translation>Die Aufteilung %1 macht jedes Token %2 langsamer.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="120"/>
        <source>Splitting %1 makes each token %2 faster, although %3 of every token is spent waiting for the network.</source>
        <translation>Die Aufteilung %1 macht jedes Token %2 schneller, obwohl %3 der Zeit jedes Tokens mit Warten auf das Netzwerk vergehen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="124"/>
        <source>Splitting %1 makes each token %2 faster.</source>
        <translation>Die Aufteilung %1 macht jedes Token %2 schneller.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="60"/>
        <source>%1 output tokens/s</source>
        <translation>%1 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="72"/>
        <source>machine %1</source>
        <translation>Rechner %1</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="83"/>
        <source>with pipeline parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>mit Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="84"/>
        <source>with tensor parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>mit Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="87"/>
        <source>across %1 %2 over this link (%3, %4 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>auf %1 %2 über diese Verbindung (%3, %4 Umlaufzeit)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="91"/>
        <source>across %1 %2</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>auf %1 %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="209"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="211"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="217"/>
        <source>Unknown layout</source>
        <translation>Unbekannte Anordnung</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="264"/>
        <source>Complete</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="266"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="268"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="270"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="276"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
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
        <translation>%1 auf %2, %3 gleichzeitig</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="291"/>
        <source>%1 is no longer stored: its inventory and memory are unknown</source>
        <translation>%1 ist nicht mehr gespeichert: Seine Bestandsaufnahme und sein Speicher sind unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="293"/>
        <source>The inventory of %1 was taken after the run (%2)</source>
        <translation>Die Bestandsaufnahme von %1 wurde nach dem Lauf erstellt (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="295"/>
        <source>No inventory of %1 is stored: its memory is unknown</source>
        <translation>Für %1 ist keine Bestandsaufnahme gespeichert: Sein Speicher ist unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="297"/>
        <source>The inventory of %1 gives no memory size for the %2 backend</source>
        <translation>Die Bestandsaufnahme von %1 enthält keine Speichergröße für das Backend %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="95"/>
        <source>across %1 machines over this link (%2, %3 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>auf %1 Rechner über diese Verbindung (%2, %3 Umlaufzeit)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="100"/>
        <source>across %1 machines</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>auf %1 Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="134"/>
        <source>Serve one copy on each of %1 instead: %2 the output tokens per second of one machine.</source>
        <translation>Betreiben Sie stattdessen je eine Kopie auf %1: %2 so viele Ausgabe-Tokens pro Sekunde wie ein einzelner Rechner.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="137"/>
        <source>One copy on each of %1 would give %2 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>Je eine Kopie auf %1 würde %2 so viele Ausgabe-Tokens pro Sekunde liefern wie ein einzelner Rechner, macht aber eine einzelne Unterhaltung nicht schneller.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="141"/>
        <source>One copy on each of %1 gives %2 the output tokens per second of one machine.</source>
        <translation>Je eine Kopie auf %1 liefert %2 so viele Ausgabe-Tokens pro Sekunde wie ein einzelner Rechner.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="146"/>
        <source>Serve one copy per machine instead: %1 the output tokens per second of one machine.</source>
        <translation>Betreiben Sie stattdessen eine Kopie pro Rechner: %1 so viele Ausgabe-Tokens pro Sekunde wie ein einzelner Rechner.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="150"/>
        <source>One copy per machine would give %1 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>Eine Kopie pro Rechner würde %1 so viele Ausgabe-Tokens pro Sekunde liefern wie ein einzelner Rechner, macht aber eine einzelne Unterhaltung nicht schneller.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="154"/>
        <source>One copy per machine gives %1 the output tokens per second of one machine.</source>
        <translation>Eine Kopie pro Rechner liefert %1 so viele Ausgabe-Tokens pro Sekunde wie ein einzelner Rechner.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="163"/>
        <source>with pipeline parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>mit Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="164"/>
        <source>with tensor parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>mit Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="166"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines (%2) %3, it makes %4.</source>
        <translation>Das Modell passt nicht in den Speicher eines Rechners. Auf %1 Rechner (%2) %3 aufgeteilt, erreicht es %4.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="171"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines %2, it makes %3.</source>
        <translation>Das Modell passt nicht in den Speicher eines Rechners. Auf %1 Rechner %2 aufgeteilt, erreicht es %3.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="176"/>
        <source>The model does not fit in one machine&apos;s memory: it needs %1 machines, and no split run completed.</source>
        <translation>Das Modell passt nicht in den Speicher eines Rechners: Es braucht %1 Rechner, und kein aufgeteilter Lauf wurde abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="181"/>
        <source>The model does not fit in the memory of these machines, not even split over all of them.</source>
        <translation>Das Modell passt nicht in den Speicher dieser Rechner, nicht einmal auf alle aufgeteilt.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="184"/>
        <source>No run on one machine completed, and no split run either.</source>
        <translation>Kein Lauf auf einem Rechner wurde abgeschlossen, und auch kein aufgeteilter Lauf.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="199"/>
        <source>a server ShardScope does not recognise</source>
        <translation>ein Server, den ShardScope nicht erkennt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="207"/>
        <source>One machine</source>
        <translation>Ein Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="213"/>
        <source>One copy per machine</source>
        <translation>Eine Kopie pro Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="238"/>
        <source>%1 (%2 machines: %3 … %4)</source>
        <comment>layout (how many machines: the first … the last)</comment>
        <translation>%1 (%2 Rechner: %3 … %4)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="272"/>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="300"/>
        <source>No stored link test measured every pair of %1 before the run ended: the network figures, the what-if and the network rules of the checklist are missing; run a link test of these machines</source>
        <translation>Kein gespeicherter Verbindungstest hat vor dem Ende des Laufs jedes Paar aus %1 gemessen: Die Netzwerkwerte, das Was-wäre-wenn und die Netzwerkregeln der Checkliste fehlen; führen Sie einen Verbindungstest dieser Rechner aus</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="305"/>
        <source>Link test %1 lacks a round-trip or single-stream throughput figure for some pairs: the link model uses the others</source>
        <translation>Dem Verbindungstest %1 fehlt für einige Paare die Umlaufzeit oder der Durchsatz mit einem Strom: Das Verbindungsmodell verwendet die übrigen Paare</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="312"/>
        <source>Link test %1 ended as %2; its complete pairs are used</source>
        <translation>Verbindungstest %1 endete mit dem Status „%2“; seine vollständigen Paare werden verwendet</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="315"/>
        <source>Link %1: the traffic never left one machine</source>
        <translation>Verbindung %1: Der Verkehr hat nie einen Rechner verlassen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="317"/>
        <source>Link %1 lost packets</source>
        <translation>Verbindung %1 hat Pakete verloren</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="319"/>
        <source>Link %1: the network interface counted errors</source>
        <translation>Verbindung %1: Die Netzwerkschnittstelle hat Fehler gezählt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="321"/>
        <source>The run is still marked running: ShardScope may have stopped during it, and its results may be incomplete</source>
        <translation>Der Lauf ist noch als laufend markiert: ShardScope wurde währenddessen womöglich beendet, und seine Ergebnisse sind vielleicht unvollständig</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="324"/>
        <source>The run failed</source>
        <translation>Der Lauf ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="326"/>
        <source>The run was cancelled before every layout ran</source>
        <translation>Der Lauf wurde abgebrochen, bevor alle Anordnungen gelaufen sind</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="328"/>
        <source>The run was interrupted: ShardScope ended before it finished (killed, crashed or the computer lost power); its results are incomplete</source>
        <translation>Der Lauf wurde unterbrochen: ShardScope endete, bevor er fertig war (beendet, abgestürzt oder der Computer verlor den Strom); seine Ergebnisse sind unvollständig</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="337"/>
        <source>%1 is faster than the measured memory bandwidth allows</source>
        <translation>%1 ist schneller, als die gemessene Speicherbandbreite erlaubt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="339"/>
        <source>No stored setup check covers %1: interfaces, names, firewalls and routers between them were not checked, and the placement and congestion rules lack that evidence; run the setup check</source>
        <translation>Keine gespeicherte Einrichtungsprüfung umfasst %1: Schnittstellen, Namen, Firewalls und Router zwischen ihnen wurden nicht geprüft, und den Regeln zu Platzierung und Überlastung fehlt dieser Nachweis; führen Sie die Einrichtungsprüfung aus</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="346"/>
        <source>Unknown warning</source>
        <translation>Unbekannte Warnung</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="347"/>
        <source>Unknown warning about %1</source>
        <translation>Unbekannte Warnung zu %1</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="363"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
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
        <translation>Unbekannte Verbindung</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="386"/>
        <source>One person chatting (latency)</source>
        <translation>Eine Person chattet (Latenz)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="388"/>
        <source>Many requests at once (throughput)</source>
        <translation>Viele Anfragen gleichzeitig (Durchsatz)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="390"/>
        <source>Both</source>
        <translation>Beides</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="394"/>
        <source>Not chosen</source>
        <translation>Nicht gewählt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="449"/>
        <source>These figures are from your own server, not from ShardScope&apos;s model: each layout is one of your serving runs of this model on this server, measured at the same number of requests at once.</source>
        <translation>Diese Werte stammen von Ihrem eigenen Server, nicht aus dem Modell von ShardScope: Jede Anordnung ist einer Ihrer Serving-Läufe dieses Modells auf diesem Server, gemessen bei derselben Anzahl gleichzeitiger Anfragen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="454"/>
        <source>Your server was measured cleanly in one layout only, or not on one machine, so there is nothing to compare: start it on one machine and split (or as copies) and measure each.</source>
        <translation>Ihr Server wurde nur in einer Anordnung sauber gemessen oder nicht auf einem einzelnen Rechner, daher gibt es nichts zu vergleichen: Starten Sie ihn auf einem Rechner und aufgeteilt (oder als Kopien) und messen Sie jede Variante.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="504"/>
        <source>Per decode step (one token for each of %n request(s) at once), split over %1 machines:</source>
        <translation>
            <numerusform>Pro Decode-Schritt (ein Token für %n Anfrage), aufgeteilt auf %1 Rechner:</numerusform>
            <numerusform>Pro Decode-Schritt (je ein Token für %n Anfragen gleichzeitig), aufgeteilt auf %1 Rechner:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="511"/>
        <source>For %1 per token: a round trip below %2 and at least %3.</source>
        <translation>Für %1 pro Token: eine Umlaufzeit unter %2 und mindestens %3.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="519"/>
        <source>Tensor parallel: each machine sends %1 per step and waits for %2 round trips.</source>
        <translation>Tensor-Parallelität: Jeder Rechner sendet %1 pro Schritt und wartet auf %2 Umläufe.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="524"/>
        <source>Pipeline parallel: a machine sends %1 per step; the step waits for %2 messages, one way each, one after another.</source>
        <translation>Pipeline-Parallelität: Ein Rechner sendet %1 pro Schritt; der Schritt wartet auf %2 Nachrichten, jede nur in eine Richtung, eine nach der anderen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="532"/>
        <source>llama.cpp over RPC: the first machine sends %1 per step and waits for %2 round trips (seven for each other machine).</source>
        <translation>llama.cpp über RPC: Der erste Rechner sendet %1 pro Schritt und wartet auf %2 Umläufe (sieben für jeden weiteren Rechner).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="539"/>
        <source>A copy on each machine: only the prompts and the streamed tokens cross, about %1 per step; any wired network carries that.</source>
        <translation>Eine Kopie auf jedem Rechner: Nur die Prompts und die gestreamten Tokens gehen über das Netzwerk, etwa %1 pro Schritt; das schafft jedes kabelgebundene Netzwerk.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="546"/>
        <source>These limits hold if computing a token took no time at all: it takes part of the budget, so a link that works must be better than both. Measured on the Network and Inference pages, the what-if then says how much better.</source>
        <translation>Diese Grenzen gelten, wenn das Berechnen eines Tokens gar keine Zeit bräuchte: Es braucht aber einen Teil des Budgets, also muss eine Verbindung, die ausreicht, bei beiden Werten besser sein. Wenn Sie auf der Netzwerkseite und der Inferenzseite messen, sagt Ihnen das Was-wäre-wenn, um wie viel besser.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="551"/>
        <source>Set a time per output token (TPOT) target for what a link needs to meet it.</source>
        <translation>Legen Sie ein Ziel für die Zeit pro Ausgabetoken (TPOT) fest, um zu sehen, was eine Verbindung dafür braucht.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="563"/>
        <source>Fits on one machine (needs %1, %2 has %3)</source>
        <translation>Passt auf einen Rechner (braucht %1, %2 hat %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="567"/>
        <source>Needs %1 machines: the model needs %2 and the largest machine has %3; split evenly, each machine needs %4</source>
        <translation>Braucht %1 Rechner: Das Modell braucht %2, und der größte Rechner hat %3; gleichmäßig aufgeteilt braucht jeder Rechner %4</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="573"/>
        <source>Does not fit: the model needs %1, and all machines together have %2</source>
        <translation>Passt nicht: Das Modell braucht %1, und alle Rechner zusammen haben %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="579"/>
        <source>Needs %1; no machine&apos;s memory is known yet</source>
        <translation>Braucht %1; der Speicher der Rechner ist noch nicht bekannt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="580"/>
        <source>Not known yet: choose a model and machines whose inventory is known</source>
        <translation>Noch nicht bekannt: Wählen Sie ein Modell und Rechner, deren Bestandsaufnahme vorliegt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="630"/>
        <source>Not tested: no complete link test of these machines.</source>
        <translation>Nicht getestet: kein vollständiger Verbindungstest dieser Rechner.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="632"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), within 25 % of the %3 its model expects.</source>
        <translation>%1 sendet pro Decode-Schritt %2 zwischen den Rechnern (alle Ranks zusammen, gemessen), höchstens 25 % abweichend von den %3, die das Modell dieser Anordnung erwartet.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="637"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), more than 25 % off the %3 its model expects: the traffic is not what the layout should send.</source>
        <translation>%1 sendet pro Decode-Schritt %2 zwischen den Rechnern (alle Ranks zusammen, gemessen), mehr als 25 % abweichend von den %3, die das Modell dieser Anordnung erwartet: Der Verkehr ist nicht das, was die Anordnung senden sollte.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="653"/>
        <source>At its highest concurrency the busiest machine sends %1, under half of the link&apos;s %2.</source>
        <translation>Bei der höchsten Anzahl gleichzeitiger Anfragen sendet der am stärksten ausgelastete Rechner %1, weniger als die Hälfte der %2 der Verbindung.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="656"/>
        <source>At its highest concurrency the busiest machine sends %1, over half of the link&apos;s %2.</source>
        <translation>Bei der höchsten Anzahl gleichzeitiger Anfragen sendet der am stärksten ausgelastete Rechner %1, mehr als die Hälfte der %2 der Verbindung.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="659"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries %2 of the fastest one&apos;s single-stream throughput.</source>
        <translation>Zwischen den Rechnern des Laufs erreicht die langsamste Verbindungsrichtung (%1) %2 des Durchsatzes mit einem Strom, den die schnellste erreicht.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="664"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries only %2 of the fastest one&apos;s single-stream throughput, and the split has to use it.</source>
        <translation>Zwischen den Rechnern des Laufs erreicht die langsamste Verbindungsrichtung (%1) nur %2 des Durchsatzes mit einem Strom, den die schnellste erreicht, und die Aufteilung muss sie nutzen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="684"/>
        <source>Not tested: no run failed, so the handling of a failing machine was not exercised.</source>
        <translation>Nicht getestet: Kein Lauf ist fehlgeschlagen, daher wurde der Umgang mit einem ausfallenden Rechner nicht erprobt.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="405"/>
        <source>Split with pipeline parallel</source>
        <translation>Mit Pipeline-Parallelität aufteilen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="407"/>
        <source>Split with tensor parallel</source>
        <translation>Mit Tensor-Parallelität aufteilen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="414"/>
        <source>Not enough measurements</source>
        <translation>Nicht genug Messungen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="479"/>
        <source>A typical %1 link (%2, %3 round trip) would bring the split to about %4 decode tokens/s (predicted).</source>
        <translation>Eine typische %1-Verbindung (%2, %3 Umlaufzeit) würde die Aufteilung auf etwa %4 Decode-Tokens/s bringen (vorhergesagt).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="687"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench --layout tp or pp) that completes at concurrency %1 would test it.</source>
        <translation>Nicht getestet: Die Läufe messen das Modell und das Netzwerk, nicht ein Serving-Frontend (HTTP-Server, Tokenizer, Scheduler). Ein Serving-Lauf Ihres eigenen Servers mit aufgeteiltem Layout (shardscope-cli serve-bench --layout tp oder pp), der bei %1 gleichzeitigen Anfragen vollständig durchläuft, würde es testen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="692"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench) that completes at the goal&apos;s concurrency would test it.</source>
        <translation>Nicht getestet: Die Läufe messen das Modell und das Netzwerk, nicht ein Serving-Frontend (HTTP-Server, Tokenizer, Scheduler). Ein Serving-Lauf Ihres eigenen Servers mit aufgeteiltem Layout (shardscope-cli serve-bench), der bei so vielen gleichzeitigen Anfragen wie im Ziel vollständig durchläuft, würde es testen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="697"/>
        <source>Serving run %1 of your own server, %2, completed at concurrency %3: the whole path of a request (HTTP server, tokenizer, scheduler) was measured.</source>
        <translation>Serving-Lauf %1 Ihres eigenen Servers, %2, ist bei %3 gleichzeitigen Anfragen vollständig durchgelaufen: Der ganze Weg einer Anfrage (HTTP-Server, Tokenizer, Scheduler) wurde gemessen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="729"/>
        <source>The model predicts %1 decode tokens/s for the measured link; the run measured %2 (%3). For the time to first token it predicts %4; the run measured %5 (%6).</source>
        <translation>Das Modell sagt für die gemessene Verbindung %1 Decode-Tokens/s voraus; der Lauf hat %2 gemessen (%3). Für die Zeit bis zum ersten Token sagt es %4 voraus; der Lauf hat %5 gemessen (%6).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="738"/>
        <source>For CUDA the cost of an NCCL message is not yet checked against a GPU run: read these predictions as rough.</source>
        <translation>Für CUDA sind die Kosten einer NCCL-Nachricht noch nicht an einem GPU-Lauf überprüft: Verstehen Sie diese Vorhersagen als grobe Schätzung.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="835"/>
        <source>%1 EiB</source>
        <translation>%1 EiB</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="489"/>
        <source>Time to first token: %1 (median), within your target of %2.</source>
        <translation>Zeit bis zum ersten Token: %1 (Median), innerhalb Ihres Ziels von %2.</translation>
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
        <translation>Bei einem Rechner bleiben</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="403"/>
        <source>Serve one copy per machine</source>
        <translation>Eine Kopie pro Rechner betreiben</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="409"/>
        <source>Does not fit on one machine</source>
        <translation>Passt nicht auf einen Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="457"/>
        <source>No run completed on one machine or split over several machines, so there is nothing to compare.</source>
        <translation>Kein Lauf auf einem Rechner oder verteilt auf mehrere Rechner wurde abgeschlossen, daher gibt es nichts zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="473"/>
        <source>Only the runs on one machine completed: there is no split or copy per machine to compare with.</source>
        <translation>Nur die Läufe auf einem Rechner wurden abgeschlossen: Es gibt keine Aufteilung und keine Kopie pro Rechner zum Vergleich.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="490"/>
        <source>Time to first token: %1 (median), over your target of %2.</source>
        <translation>Zeit bis zum ersten Token: %1 (Median), über Ihrem Ziel von %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="494"/>
        <source>Time per output token: %1 (median), within your target of %2.</source>
        <translation>Zeit pro Ausgabetoken: %1 (Median), innerhalb Ihres Ziels von %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="495"/>
        <source>Time per output token: %1 (median), over your target of %2.</source>
        <translation>Zeit pro Ausgabetoken: %1 (Median), über Ihrem Ziel von %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="587"/>
        <source>Parallelism graph</source>
        <translation>Parallelisierungsgraph</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="589"/>
        <source>Latency budget</source>
        <translation>Latenzbudget</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="591"/>
        <source>Bandwidth for concurrency</source>
        <translation>Bandbreite für gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="593"/>
        <source>Topology-aware placement</source>
        <translation>Topologiebewusste Platzierung</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="595"/>
        <source>Congestion</source>
        <translation>Überlastung</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="597"/>
        <source>Observability</source>
        <translation>Beobachtbarkeit</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="599"/>
        <source>Partial failure</source>
        <translation>Teilausfall</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="601"/>
        <source>Complete serving path</source>
        <translation>Vollständiger Serving-Pfad</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="605"/>
        <source>Unknown rule</source>
        <translation>Unbekannte Regel</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="612"/>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="614"/>
        <source>Not met</source>
        <translation>Nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="619"/>
        <source>Not tested</source>
        <translation>Nicht getestet</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="628"/>
        <source>Not tested: no tensor-parallel or pipeline-parallel run completed.</source>
        <translation>Nicht getestet: Kein Lauf mit Tensor- oder Pipeline-Parallelität wurde abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="643"/>
        <source>The network takes %1 of every token, within its budget of %2.</source>
        <translation>Das Netzwerk braucht %1 pro Token, innerhalb seines Budgets von %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="646"/>
        <source>The network takes %1 of every token, over its budget of %2.</source>
        <translation>Das Netzwerk braucht %1 pro Token, über seinem Budget von %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="649"/>
        <source>Not tested: the split ran at one concurrency only; run it at several to see whether the link keeps up.</source>
        <translation>Nicht getestet: Die Aufteilung lief nur mit einer Anzahl gleichzeitiger Anfragen; lassen Sie sie mit mehreren laufen, um zu sehen, ob die Verbindung mithält.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="669"/>
        <source>Loss at most %1, and with both directions busy each keeps %2 of its throughput.</source>
        <translation>Verlust höchstens %1, und wenn beide Richtungen ausgelastet sind, behält jede %2 ihres Durchsatzes.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="672"/>
        <source>Loss up to %1, and with both directions busy one keeps only %2 of its throughput (fine: at most %3 loss, at least %4).</source>
        <translation>Verlust bis zu %1, und wenn beide Richtungen ausgelastet sind, behält eine nur %2 ihres Durchsatzes (in Ordnung: höchstens %3 Verlust, mindestens %4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="677"/>
        <source>%n rank(s) reported compute and communication time for every token.</source>
        <translation>
            <numerusform>%n Rank hat für jedes Token Rechen- und Kommunikationszeit gemeldet.</numerusform>
            <numerusform>%n Ranks haben für jedes Token Rechen- und Kommunikationszeit gemeldet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="679"/>
        <source>%n rank(s) of complete runs reported no per-token figures.</source>
        <translation>
            <numerusform>%n Rank vollständiger Läufe hat keine Werte pro Token gemeldet.</numerusform>
            <numerusform>%n Ranks vollständiger Läufe haben keine Werte pro Token gemeldet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="681"/>
        <source>%n run(s) failed and came back with the cause: “%1”.</source>
        <translation>
            <numerusform>%n Lauf ist fehlgeschlagen und hat die Ursache zurückgemeldet: „%1“.</numerusform>
            <numerusform>%n Läufe sind fehlgeschlagen und haben die Ursache zurückgemeldet: „%1“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="705"/>
        <source>The setup check found %n reason(s) the traffic between the machines may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>Die Einrichtungsprüfung fand %n Grund, warum der Verkehr zwischen den Rechnern die Cluster-Verbindung womöglich nicht nimmt (ein Router dazwischen, verschiedene Subnetze, eine andere Schnittstelle, eine VPN- oder Container-Schnittstelle, die die Software wählen könnte): siehe ihre Befunde.</numerusform>
            <numerusform>Die Einrichtungsprüfung fand %n Gründe, warum der Verkehr zwischen den Rechnern die Cluster-Verbindung womöglich nicht nimmt (ein Router dazwischen, verschiedene Subnetze, eine andere Schnittstelle, eine VPN- oder Container-Schnittstelle, die die Software wählen könnte): siehe ihre Befunde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="709"/>
        <source>The setup check found %n reason(s) the traffic of %1 may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>Die Einrichtungsprüfung fand %n Grund, warum der Verkehr von %1 die Cluster-Verbindung womöglich nicht nimmt (ein Router dazwischen, verschiedene Subnetze, eine andere Schnittstelle, eine VPN- oder Container-Schnittstelle, die die Software wählen könnte): siehe ihre Befunde.</numerusform>
            <numerusform>Die Einrichtungsprüfung fand %n Gründe, warum der Verkehr von %1 die Cluster-Verbindung womöglich nicht nimmt (ein Router dazwischen, verschiedene Subnetze, eine andere Schnittstelle, eine VPN- oder Container-Schnittstelle, die die Software wählen könnte): siehe ihre Befunde.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="715"/>
        <source>The setup check found that the path %1 carries packets of at most %2 bytes, below the interfaces&apos; MTU of %3 bytes: larger packets are dropped or split, which stalls transfers.</source>
        <translation>Die Einrichtungsprüfung ergab, dass der Weg %1 Pakete von höchstens %2 Byte trägt, weniger als die MTU der Schnittstellen von %3 Byte: größere Pakete werden verworfen oder zerlegt, was Übertragungen ins Stocken bringt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="750"/>
        <source>llama.cpp over RPC across %1 makes each token %2 slower than %3 alone: %4 against %5, at %n request(s) at once.</source>
        <translation>
            <numerusform>llama.cpp über RPC auf %1 macht jedes Token %2 langsamer als %3 allein: %4 gegenüber %5, bei %n Anfrage gleichzeitig.</numerusform>
            <numerusform>llama.cpp über RPC auf %1 macht jedes Token %2 langsamer als %3 allein: %4 gegenüber %5, bei %n Anfragen gleichzeitig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="756"/>
        <source>llama.cpp over RPC across %1 was no slower per token than %2 alone: %3 against %4, at %n request(s) at once.</source>
        <translation>
            <numerusform>llama.cpp über RPC auf %1 war pro Token nicht langsamer als %2 allein: %3 gegenüber %4, bei %n Anfrage gleichzeitig.</numerusform>
            <numerusform>llama.cpp über RPC auf %1 war pro Token nicht langsamer als %2 allein: %3 gegenüber %4, bei %n Anfragen gleichzeitig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="760"/>
        <source>That is about %1 round trips per token on a %2 link, plus %3 per token on the wire (%4 at %5): llama.cpp waits for each remote machine&apos;s answer before it goes on.</source>
        <translation>Das sind etwa %1 Umläufe pro Token auf einer Verbindung mit %2 Umlaufzeit, dazu %3 pro Token auf der Leitung (%4 bei %5): llama.cpp wartet auf die Antwort jedes entfernten Rechners, bevor es weitermacht.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="768"/>
        <source>%1 over %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="769"/>
        <source>By the same count the split would make about, in output tokens/s: %1 (%2 alone: %3).</source>
        <translation>Nach derselben Rechnung käme die Aufteilung auf etwa diese Ausgabe-Tokens/s: %1 (%2 allein: %3).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="782"/>
        <source>rpc-server on %1 started with an empty cache (-c): this load sent its weights over the link, the next load of the same model reads them from %1&apos;s disk.</source>
        <translation>rpc-server auf %1 startete mit leerem Cache (-c): Dieser Ladevorgang hat seine Gewichte über die Verbindung geschickt, der nächste Ladevorgang desselben Modells liest sie von der Festplatte von %1.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="787"/>
        <source>rpc-server on %1 started with %2 of weights in its cache (-c): those were read from its disk, not sent over the link again.</source>
        <translation>rpc-server auf %1 startete mit %2 Gewichten in seinem Cache (-c): Diese wurden von seiner Festplatte gelesen, nicht erneut über die Verbindung geschickt.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="798"/>
        <source>%1 on %2 (port %3)</source>
        <translation>%1 auf %2 (Port %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="802"/>
        <source>%1: its agent could not be asked to stop it; it ended with the agent.</source>
        <translation>%1: Sein Agent konnte nicht gebeten werden, ihn zu beenden; er endete mit dem Agenten.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="804"/>
        <source>%1 had ended by itself before the end of the run</source>
        <translation>%1 hatte sich vor dem Ende des Laufs von selbst beendet</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="805"/>
        <source>%1 was stopped</source>
        <translation>%1 wurde beendet</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="807"/>
        <source>(exit code %1)</source>
        <translation>(Exit-Code %1)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="809"/>
        <source>(signal %1)</source>
        <translation>(Signal %1)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="815"/>
        <source>ShardScope started these servers for the run and stopped them at its end. To run the same setup again without ShardScope, run each machine&apos;s lines there, in this order (the ports are the ones this run used; the API key, if any, goes in the environment, never on the command line).</source>
        <translation>ShardScope hat diese Server für den Lauf gestartet und an dessen Ende beendet. Um denselben Aufbau ohne ShardScope wieder zu starten, führen Sie die Zeilen jedes Rechners auf diesem Rechner aus, in dieser Reihenfolge (die Ports sind die dieses Laufs; ein API-Schlüssel, falls vorhanden, gehört in die Umgebung, nie in die Befehlszeile).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="825"/>
        <source>On %1 (%2):</source>
        <translation>Auf %1 (%2):</translation>
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
            <numerusform>%1, %n gleichzeitig</numerusform>
            <numerusform>%1, %n gleichzeitig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="72"/>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="73"/>
        <source>Time to first token: no complete runs to show</source>
        <translation>Zeit bis zum ersten Token: keine vollständigen Läufe zum Anzeigen</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="74"/>
        <source>Milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="76"/>
        <source>Time to first token: how long a request waits before the first word of the answer appears (reading the prompt included). All requests of a run start together and wait for one shared prefill, so a run&apos;s median and p99 come from one timing: compare runs, not the two bars. Lower is better.</source>
        <translation>Zeit bis zum ersten Token: wie lange eine Anfrage wartet, bis das erste Wort der Antwort erscheint (einschließlich des Lesens des Prompts). Alle Anfragen eines Laufs starten gleichzeitig und warten auf ein gemeinsames Prefill, daher stammen Median und p99 eines Laufs aus einer einzigen Messung: Vergleichen Sie Läufe, nicht die beiden Balken. Niedriger ist besser.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="80"/>
        <source>Median (p50)</source>
        <translation>Median (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="81"/>
        <source>Slowest 1 % (p99)</source>
        <translation>Langsamstes 1 % (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="96"/>
        <source>Tokens per second by requests at once</source>
        <translation>Tokens pro Sekunde nach gleichzeitigen Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="97"/>
        <source>Tokens per second: no complete runs to show</source>
        <translation>Tokens pro Sekunde: keine vollständigen Läufe zum Anzeigen</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="98"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="165"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="236"/>
        <source>Tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="99"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="101"/>
        <source>Tokens per second of all requests together, as more requests run at once. A line that keeps rising means the layout serves more people well; one that flattens has reached its limit.</source>
        <translation>Tokens pro Sekunde aller Anfragen zusammen, wenn mehr Anfragen gleichzeitig laufen. Eine Linie, die weiter steigt, bedeutet, dass die Anordnung mehr Menschen gut bedient; eine, die abflacht, hat ihre Grenze erreicht.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="139"/>
        <source>Where the time of each token goes</source>
        <translation>Wohin die Zeit jedes Tokens geht</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="140"/>
        <source>Time per token: no complete runs to show</source>
        <translation>Zeit pro Token: keine vollständigen Läufe zum Anzeigen</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="141"/>
        <source>Milliseconds per token</source>
        <translation>Millisekunden pro Token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="142"/>
        <source>How each token&apos;s time splits on the slowest machine: computing, sending data between machines, and waiting for the others. One machine never communicates; a split that mostly communicates or waits is held back by the network.</source>
        <translation>Wie sich die Zeit jedes Tokens auf dem langsamsten Rechner aufteilt: Rechnen, Senden von Daten zwischen den Rechnern und Warten auf die anderen. Ein einzelner Rechner kommuniziert nie; eine Aufteilung, die überwiegend kommuniziert oder wartet, wird vom Netzwerk ausgebremst.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="145"/>
        <source>Computing</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="146"/>
        <source>Communicating</source>
        <translation>Kommunizieren</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="147"/>
        <source>Waiting for the slowest machine</source>
        <translation>Warten auf den langsamsten Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="163"/>
        <source>What if the network were faster (%1)</source>
        <translation>Was wäre, wenn das Netzwerk schneller wäre (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="164"/>
        <source>What if the network were faster: needs a split run and a link test</source>
        <translation>Was wäre, wenn das Netzwerk schneller wäre: braucht einen aufgeteilten Lauf und einen Verbindungstest</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="166"/>
        <source>Time to first token (ms)</source>
        <translation>Zeit bis zum ersten Token (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="168"/>
        <source>Predicted from the measured computing time and a model of the link (its round trip and bandwidth) for common kinds of network; the black square and the dark dot are what the run really measured on your link.</source>
        <translation>Vorhergesagt aus der gemessenen Rechenzeit und einem Modell der Verbindung (ihrer Umlaufzeit und Bandbreite) für gängige Netzwerkarten; das schwarze Quadrat und der dunkle Punkt zeigen, was der Lauf auf Ihrer Verbindung tatsächlich gemessen hat.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="179"/>
        <source>Your link</source>
        <translation>Ihre Verbindung</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="188"/>
        <source>Predicted tokens/s</source>
        <translation>Vorhergesagte Tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="189"/>
        <source>Predicted first token</source>
        <translation>Vorhergesagtes erstes Token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="193"/>
        <source>Measured tokens/s</source>
        <translation>Gemessene Tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="196"/>
        <source>Measured first token</source>
        <translation>Gemessenes erstes Token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="213"/>
        <source>One machine</source>
        <translation>Ein Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="220"/>
        <source>A bar that reaches past the dashed line would beat one machine.</source>
        <translation>Ein Balken, der über die gestrichelte Linie hinausreicht, wäre schneller als ein Rechner.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="233"/>
        <source>Nothing measured in both runs to compare</source>
        <translation>Nichts wurde in beiden Läufen gemessen, das sich vergleichen ließe</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="238"/>
        <source>Tokens per second of every layout both runs measured: a higher bar is more text per second.</source>
        <translation>Tokens pro Sekunde jeder Anordnung, die beide Läufe gemessen haben: Ein höherer Balken bedeutet mehr Text pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="242"/>
        <source>Throughput, one stream (Gbit/s)</source>
        <translation>Durchsatz, ein Strom (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="243"/>
        <source>Single-stream throughput of every direction both runs measured: a higher bar is a faster link.</source>
        <translation>Durchsatz mit einem Strom in jeder Richtung, die beide Läufe gemessen haben: Ein höherer Balken bedeutet eine schnellere Verbindung.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../ui/CommandLine.cpp" line="15"/>
        <source>ShardScope measures whether local AI inference should be split across your machines.</source>
        <translation>ShardScope misst, ob sich lokale KI-Inferenz lohnt, auf mehrere Ihrer Rechner verteilt zu werden.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="21"/>
        <source>Keep the results in the SQLite file &lt;path&gt; instead of the default one.</source>
        <translation>Ergebnisse in der SQLite-Datei &lt;Pfad&gt; statt in der Standarddatei speichern.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="23"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="25"/>
        <source>Show the user interface in &lt;language&gt; (for example &quot;de&quot; or &quot;en&quot;) instead of the system language.</source>
        <translation>Die Oberfläche in &lt;Sprache&gt; (zum Beispiel „de“ oder „en“) statt in der Systemsprache anzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="27"/>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="40"/>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="48"/>
        <source>--db needs a file path.</source>
        <translation>--db braucht einen Dateipfad.</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="12"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="42"/>
        <source>The refresh was cancelled. Click Refresh to inventory this computer again.</source>
        <translation>Die Aktualisierung wurde abgebrochen. Klicken Sie auf „Aktualisieren“, um diesen Computer erneut zu erfassen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="29"/>
        <source>ShardScope could not find its helper program, shardscope-agent, which inventories this computer. It looked in: %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>ShardScope hat sein Hilfsprogramm shardscope-agent, das diesen Computer erfasst, nicht gefunden. Gesucht wurde in: %1. Installieren Sie ShardScope neu, oder setzen Sie die Umgebungsvariable SHARDSCOPE_AGENT auf den vollständigen Pfad von shardscope-agent und starten Sie ShardScope erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="23"/>
        <source>The environment variable SHARDSCOPE_AGENT names %1, which is not an executable file, so ShardScope cannot inventory this computer. Set SHARDSCOPE_AGENT to the full path of shardscope-agent, or remove the variable to use the installed one, and start ShardScope again.</source>
        <translation>Die Umgebungsvariable SHARDSCOPE_AGENT nennt %1, das ist keine ausführbare Datei. Daher kann ShardScope diesen Computer nicht erfassen. Setzen Sie SHARDSCOPE_AGENT auf den vollständigen Pfad von shardscope-agent oder entfernen Sie die Variable, um den installierten Agenten zu verwenden, und starten Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="47"/>
        <source>ShardScope&apos;s helper program was not found at %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>Das Hilfsprogramm von ShardScope wurde unter %1 nicht gefunden. Installieren Sie ShardScope neu, oder setzen Sie die Umgebungsvariable SHARDSCOPE_AGENT auf den vollständigen Pfad von shardscope-agent und starten Sie ShardScope erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="52"/>
        <source>The helper program %1 could not be started. Check that the file exists and is executable (chmod +x), or reinstall ShardScope.</source>
        <translation>Das Hilfsprogramm %1 konnte nicht gestartet werden. Prüfen Sie, ob die Datei existiert und ausführbar ist (chmod +x), oder installieren Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="57"/>
        <source>The helper program %1 stopped unexpectedly while inventorying this computer. Click Refresh to try again; if it keeps happening, please report it together with this message.</source>
        <translation>Das Hilfsprogramm %1 wurde beim Erfassen dieses Computers unerwartet beendet. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen; wenn das wieder passiert, melden Sie den Fehler bitte zusammen mit dieser Meldung.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="63"/>
        <source>The helper program did not answer in time. This computer may be very busy: click Refresh to try again.</source>
        <translation>Das Hilfsprogramm hat nicht rechtzeitig geantwortet. Dieser Computer ist vielleicht stark ausgelastet: Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="67"/>
        <source>The helper program could not inventory this computer. Click Refresh to try again.</source>
        <translation>Das Hilfsprogramm konnte diesen Computer nicht erfassen. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="71"/>
        <source>The answer of the helper program %1 could not be read. It may belong to a different ShardScope version: reinstall ShardScope.</source>
        <translation>Die Antwort des Hilfsprogramms %1 konnte nicht gelesen werden. Es gehört vielleicht zu einer anderen ShardScope-Version: Installieren Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="78"/>
        <source>Inventorying this computer failed. Click Refresh to try again.</source>
        <translation>Die Erfassung dieses Computers ist fehlgeschlagen. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="87"/>
        <source>The database %1 could not be opened, so nothing is saved in this session. Check that you may write to %2, or start ShardScope with --db and another file.</source>
        <translation>Die Datenbank %1 konnte nicht geöffnet werden, daher wird in dieser Sitzung nichts gespeichert. Prüfen Sie, ob Sie in %2 schreiben dürfen, oder starten Sie ShardScope mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="92"/>
        <source>The database %1 was written by a newer version of ShardScope, so nothing is saved in this session. Update ShardScope, or start it with --db and another file.</source>
        <translation>Die Datenbank %1 wurde von einer neueren ShardScope-Version geschrieben, daher wird in dieser Sitzung nichts gespeichert. Aktualisieren Sie ShardScope, oder starten Sie es mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="97"/>
        <source>The disk that holds the database %1 is full, so the inventory was not saved. Free some space and click Refresh.</source>
        <translation>Der Datenträger mit der Datenbank %1 ist voll, daher wurde die Bestandsaufnahme nicht gespeichert. Geben Sie Speicherplatz frei und klicken Sie auf „Aktualisieren“.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="105"/>
        <source>Reading or saving in the database %1 failed; the inventory shown may not be saved. If this keeps happening, start ShardScope with --db and another file.</source>
        <translation>Lesen oder Speichern in der Datenbank %1 ist fehlgeschlagen; die angezeigte Bestandsaufnahme ist möglicherweise nicht gespeichert. Wenn das wieder passiert, starten Sie ShardScope mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="113"/>
        <source>The database %1 cannot be written (a full disk or a read-only drive?), so it was opened read-only: the history can be read, but nothing new is saved. Free some space and restart ShardScope, or start it with --db and another file.</source>
        <translation>Die Datenbank %1 lässt sich nicht beschreiben (volle Festplatte oder schreibgeschütztes Laufwerk?), daher wurde sie nur zum Lesen geöffnet: Der Verlauf lässt sich lesen, aber nichts Neues wird gespeichert. Geben Sie Speicherplatz frei und starten Sie ShardScope neu, oder starten Sie es mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="122"/>
        <source>The file %1 could not be written. Check that the folder exists, that you may write to it and that the disk is not full, then try again.</source>
        <translation>Die Datei %1 konnte nicht geschrieben werden. Prüfen Sie, ob der Ordner existiert, ob Sie darin schreiben dürfen und ob der Datenträger nicht voll ist, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="142"/>
        <source>%1: cancelled. Click Connect all to finish what was left out.</source>
        <translation>%1: abgebrochen. Klicken Sie auf „Alle verbinden“, um den Rest nachzuholen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="144"/>
        <source>%1: the name %2 could not be found on your network. Check the spelling in Edit…, or enter the machine&apos;s IP address instead.</source>
        <translation>%1: Der Name %2 wurde in Ihrem Netzwerk nicht gefunden. Prüfen Sie die Schreibweise unter „Bearbeiten …“ oder geben Sie stattdessen die IP-Adresse des Rechners ein.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="149"/>
        <source>%1: the connection to %2 port %3 was refused: the machine is on, but no SSH server answers on that port. Start the SSH server on the machine (for example &quot;sudo systemctl start ssh&quot;), or correct the port with the Edit… button.</source>
        <translation>%1: Die Verbindung zu %2 Port %3 wurde abgelehnt: Der Rechner ist an, aber auf diesem Port antwortet kein SSH-Server. Starten Sie den SSH-Server auf dem Rechner (zum Beispiel mit „sudo systemctl start ssh“) oder korrigieren Sie den Port mit der Schaltfläche „Bearbeiten …“.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="156"/>
        <source>%1: no answer from %2 port %3 in time. Check that the machine is switched on and on the same network, that a firewall does not block the port, and that the address and port are right.</source>
        <translation>%1: Keine rechtzeitige Antwort von %2 Port %3. Prüfen Sie, ob der Rechner eingeschaltet und im selben Netzwerk ist, ob eine Firewall den Port sperrt und ob Adresse und Port stimmen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="163"/>
        <source>%1: the machine did not accept the login as &quot;%2&quot;. Check the user name and the identity file in Edit…, and that your public key is in the machine&apos;s ~/.ssh/authorized_keys (ssh-copy-id puts it there).</source>
        <translation>%1: Der Rechner hat die Anmeldung als „%2“ nicht angenommen. Prüfen Sie Benutzername und Identitätsdatei unter „Bearbeiten …“ und ob Ihr öffentlicher Schlüssel in ~/.ssh/authorized_keys auf dem Rechner steht (ssh-copy-id trägt ihn dort ein).</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="170"/>
        <source>%1: the machine&apos;s host key was not trusted, so ShardScope did not connect. Click Connect all again and check the fingerprint when asked.</source>
        <translation>%1: Dem Host-Schlüssel des Rechners wurde nicht vertraut, daher hat ShardScope keine Verbindung aufgebaut. Klicken Sie erneut auf „Alle verbinden“ und prüfen Sie den Fingerabdruck, wenn Sie gefragt werden.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="176"/>
        <source>%1: the machine&apos;s host key has CHANGED since the last connection, so ShardScope refuses to connect. This happens when the machine was reinstalled or replaced, or its SSH server got new keys, but it can also mean that someone is intercepting the connection. If you know why the key changed, remove the old entry with &quot;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&quot; and click Connect all again to check the new fingerprint. If you do not know why, do not connect: ask whoever looks after the machine.</source>
        <translation>%1: Der Host-Schlüssel des Rechners hat sich seit der letzten Verbindung GEÄNDERT, daher verweigert ShardScope die Verbindung. Das passiert, wenn der Rechner neu installiert oder ersetzt wurde oder sein SSH-Server neue Schlüssel bekommen hat – es kann aber auch bedeuten, dass jemand die Verbindung abfängt. Wenn Sie wissen, warum sich der Schlüssel geändert hat, entfernen Sie den alten Eintrag mit „ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;“ und klicken Sie erneut auf „Alle verbinden“, um den neuen Fingerabdruck zu prüfen. Wenn Sie es nicht wissen, verbinden Sie sich nicht: Fragen Sie, wer den Rechner betreut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="186"/>
        <source>%1: the machine&apos;s host key is REVOKED: a known_hosts file (%2, or the system-wide one) marks it @revoked, so ShardScope refuses to connect, whatever you answer. A key is revoked when it must not be trusted any more, for example because it was stolen: someone may be impersonating the machine. Ask whoever looks after the machine why the key was revoked and to give it a new host key. The details name the file and the line; remove that line only if it was added by mistake.</source>
        <translation>%1: Der Host-Schlüssel des Rechners ist WIDERRUFEN: Eine known_hosts-Datei (%2 oder die systemweite) kennzeichnet ihn mit @revoked, daher verweigert ShardScope die Verbindung, was auch immer Sie antworten. Ein Schlüssel wird widerrufen, wenn ihm nicht mehr vertraut werden darf, zum Beispiel weil er gestohlen wurde: Jemand könnte sich als dieser Rechner ausgeben. Fragen Sie, wer den Rechner betreut, warum der Schlüssel widerrufen wurde, und bitten Sie darum, dem Rechner einen neuen Host-Schlüssel zu geben. Die Details nennen Datei und Zeile; entfernen Sie diese Zeile nur, wenn sie versehentlich hinzugefügt wurde.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="196"/>
        <source>%1: the SSH connection failed. Check that the machine is reachable with &quot;ssh -p %2 %3&quot; from this computer, then try again.</source>
        <translation>%1: Die SSH-Verbindung ist fehlgeschlagen. Prüfen Sie, ob der Rechner von diesem Computer aus mit „ssh -p %2 %3“ erreichbar ist, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="201"/>
        <source>%1: the ShardScope agent could not be copied to the machine. Check that the machine&apos;s disk is not full and that the user may write to ~/.cache there, then click Retry failed.</source>
        <translation>%1: Der ShardScope-Agent konnte nicht auf den Rechner kopiert werden. Prüfen Sie, ob dessen Festplatte voll ist und ob der Benutzer dort in ~/.cache schreiben darf, und klicken Sie dann auf „Fehlgeschlagene erneut versuchen“.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="208"/>
        <source>%1: this ShardScope has no agent build for %2, the processor architecture of that machine, so it cannot inventory or benchmark it. Install a ShardScope package that includes agents for other architectures (they go into agents/%2/ next to shardscope-agent), or leave the machine out.</source>
        <translation>%1: Diese ShardScope-Installation hat keinen Agenten für %2, die Prozessorarchitektur dieses Rechners, und kann ihn daher weder erfassen noch vermessen. Installieren Sie ein ShardScope-Paket mit Agenten für weitere Architekturen (sie liegen unter agents/%2/ neben shardscope-agent), oder lassen Sie den Rechner weg.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="216"/>
        <source>%1: the ShardScope agent cannot run on this machine. It needs Linux with glibc %2 or newer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 or later); musl-based systems such as Alpine are not supported. Update the machine&apos;s system, or leave it out.</source>
        <translation>%1: Der ShardScope-Agent kann auf diesem Rechner nicht laufen. Er braucht Linux mit glibc %2 oder neuer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 oder später); Systeme mit musl wie Alpine werden nicht unterstützt. Aktualisieren Sie das System des Rechners oder lassen Sie ihn weg.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="223"/>
        <source>%1: this computer&apos;s ShardScope agent, which would be copied to the machine, was not found. Reinstall ShardScope.</source>
        <translation>%1: Der ShardScope-Agent dieses Computers, der auf den Rechner kopiert werden soll, wurde nicht gefunden. Installieren Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="229"/>
        <source>%1: the ShardScope agent did not start or stopped unexpectedly on the machine. Click Retry failed; if it keeps happening, please report it with this message.</source>
        <translation>%1: Der ShardScope-Agent ist auf dem Rechner nicht gestartet oder unerwartet beendet worden. Klicken Sie auf „Fehlgeschlagene erneut versuchen“; wenn es wieder passiert, melden Sie es bitte mit dieser Meldung.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="236"/>
        <source>%1: the ShardScope agent on the machine did not answer in time. The machine may be very busy or the network slow: try again.</source>
        <translation>%1: Der ShardScope-Agent auf dem Rechner hat nicht rechtzeitig geantwortet. Der Rechner ist vielleicht stark ausgelastet oder das Netzwerk langsam: Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="241"/>
        <source>%1: the ShardScope agent on the machine reported a problem. Try again; if it keeps happening, please report it with this message.</source>
        <translation>%1: Der ShardScope-Agent auf dem Rechner hat ein Problem gemeldet. Versuchen Sie es erneut; wenn es wieder passiert, melden Sie es bitte mit dieser Meldung.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="246"/>
        <source>%1: the answer of the agent on the machine could not be read. It may belong to another ShardScope version: click Deploy to put this version there.</source>
        <translation>%1: Die Antwort des Agenten auf dem Rechner war nicht lesbar. Er gehört vielleicht zu einer anderen ShardScope-Version: Klicken Sie auf „Bereitstellen“, um diese Version dorthin zu bringen.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="266"/>
        <source>No answer: is the machine on and reachable?</source>
        <translation>Keine Antwort: Ist der Rechner an und erreichbar?</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="166"/>
        <source>your user name</source>
        <translation>Ihr Benutzername</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="213"/>
        <source>its processor</source>
        <translation>seinen Prozessor</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="253"/>
        <source>%1: the job failed. Try again.</source>
        <translation>%1: Der Auftrag ist fehlgeschlagen. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="260"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="262"/>
        <source>Name not found: check the address</source>
        <translation>Name nicht gefunden: Adresse prüfen</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="264"/>
        <source>Connection refused: is the SSH server running?</source>
        <translation>Verbindung abgelehnt: Läuft der SSH-Server?</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="268"/>
        <source>Login refused: check user and key</source>
        <translation>Anmeldung abgelehnt: Benutzer und Schlüssel prüfen</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="270"/>
        <source>Host key not trusted</source>
        <translation>Host-Schlüssel nicht vertraut</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="272"/>
        <source>Host key CHANGED: not connected</source>
        <translation>Host-Schlüssel GEÄNDERT: nicht verbunden</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="274"/>
        <source>Host key REVOKED: not connected</source>
        <translation>Host-Schlüssel WIDERRUFEN: nicht verbunden</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="276"/>
        <source>SSH failed</source>
        <translation>SSH fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="278"/>
        <source>Copying the agent failed</source>
        <translation>Kopieren des Agenten fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="280"/>
        <source>No agent for this processor</source>
        <translation>Kein Agent für diesen Prozessor</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="282"/>
        <source>System not supported</source>
        <translation>System nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="284"/>
        <source>Agent missing on this computer</source>
        <translation>Agent fehlt auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="286"/>
        <source>The agent did not answer</source>
        <translation>Der Agent hat nicht geantwortet</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="290"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <location filename="../presentation/HealthText.cpp" line="37"/>
        <source>%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model split across machines; connect the machines to the switch with a cable and use the wired interface for the cluster.</source>
        <translation>%1: Die Netzwerkschnittstelle %2 ist WLAN. WLAN bringt Verzögerung und Jitter mit, die ein auf mehrere Rechner verteiltes Modell bremsen; verbinden Sie die Rechner per Kabel mit dem Switch und nutzen Sie die kabelgebundene Schnittstelle für den Cluster.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="42"/>
        <source>%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at 1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the network card.</source>
        <translation>%1: Die Netzwerkschnittstelle %2 hat nur %3 Mb/s ausgehandelt. Eine Cluster-Verbindung sollte mit 1000 Mb/s oder mehr laufen: Prüfen Sie das Kabel (Cat 5e oder besser), den Switch-Port und die Netzwerkkarte.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="47"/>
        <source>%1: network interface %2 runs at half duplex, so it cannot send and receive at the same time. This usually means the cable or the switch port did not negotiate properly: try another cable or port.</source>
        <translation>%1: Die Netzwerkschnittstelle %2 läuft im Halbduplex-Modus und kann daher nicht gleichzeitig senden und empfangen. Meist haben Kabel oder Switch-Port die Verbindung nicht richtig ausgehandelt: Versuchen Sie ein anderes Kabel oder einen anderen Port.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="21"/>
        <source>%1 on %2</source>
        <comment>value on machines</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="52"/>
        <source>The MTU (largest packet size) of the cluster network interfaces differs: %1. Machines with different MTUs can lose or delay large packets between them. Set the same MTU on every machine (1500, or 9000 only if the switch supports jumbo frames).</source>
        <translation>Die MTU (größte Paketgröße) der Cluster-Netzwerkschnittstellen ist unterschiedlich: %1. Zwischen Rechnern mit unterschiedlicher MTU können große Pakete verloren gehen oder sich verzögern. Stellen Sie auf jedem Rechner dieselbe MTU ein (1500, oder 9000 nur, wenn der Switch Jumbo-Frames unterstützt).</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="57"/>
        <source>The NVIDIA driver versions differ: %1. A model split across machines needs the same driver on each: install the same driver version everywhere.</source>
        <translation>Die NVIDIA-Treiberversionen sind unterschiedlich: %1. Ein auf mehrere Rechner verteiltes Modell braucht auf jedem denselben Treiber: Installieren Sie überall dieselbe Treiberversion.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="61"/>
        <source>The CUDA versions the NVIDIA drivers support differ: %1. Inference software built for one CUDA version may not run on the others: use the same driver (and CUDA version) on every machine.</source>
        <translation>Die von den NVIDIA-Treibern unterstützten CUDA-Versionen sind unterschiedlich: %1. Inferenz-Software, die für eine CUDA-Version gebaut wurde, läuft auf den anderen eventuell nicht: Verwenden Sie auf jedem Rechner denselben Treiber (und dieselbe CUDA-Version).</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="67"/>
        <source>The model needs %1 of GPU memory. No single machine has that much (the largest, %2, has %3), but all GPUs together have %4: the model fits only when split across machines, and the network between them will limit its speed.</source>
        <translation>Das Modell braucht %1 GPU-Speicher. Kein einzelner Rechner hat so viel (der größte, %2, hat %3), aber alle GPUs zusammen haben %4: Das Modell passt nur, wenn es auf mehrere Rechner verteilt wird, und das Netzwerk zwischen ihnen wird seine Geschwindigkeit begrenzen.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="73"/>
        <source>The model needs %1 of GPU memory, but all GPUs together have only %2. Choose a smaller model or a smaller data type (a stronger quantization), or add a machine.</source>
        <translation>Das Modell braucht %1 GPU-Speicher, aber alle GPUs zusammen haben nur %2. Wählen Sie ein kleineres Modell oder einen kleineren Datentyp (eine stärkere Quantisierung), oder nehmen Sie einen weiteren Rechner hinzu.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>All machines</source>
        <translation>Alle Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="87"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="89"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="91"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="100"/>
        <source>No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, and across machines MTU, NVIDIA driver and CUDA versions.</source>
        <translation>Keine Probleme gefunden. Geprüft wurden: WLAN-Schnittstellen, Verbindungsgeschwindigkeit und Duplex der Netzwerkkarten sowie über alle Rechner hinweg MTU, NVIDIA-Treiber- und CUDA-Versionen.</translation>
    </message>
</context>
<context>
    <name>InventoryPdf</name>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="57"/>
        <location filename="../presentation/InventoryPdf.cpp" line="160"/>
        <source>ShardScope inventory</source>
        <translation>ShardScope-Bestandsaufnahme</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="59"/>
        <source>Created %1 with ShardScope %2.</source>
        <translation>Erstellt am %1 mit ShardScope %2.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="63"/>
        <source>Every value below was read from the machine itself by the ShardScope agent. &quot;%1&quot; means the machine did not report that value.</source>
        <translation>Jeder Wert unten wurde vom ShardScope-Agenten direkt auf dem Rechner ausgelesen. „%1“ bedeutet, dass der Rechner diesen Wert nicht gemeldet hat.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="67"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="69"/>
        <location filename="../presentation/InventoryPdf.cpp" line="117"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="69"/>
        <source>Inventory</source>
        <translation>Bestandsaufnahme</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="85"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="103"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="106"/>
        <source>Kernel %1, architecture %2, C library %3</source>
        <translation>Kernel %1, Architektur %2, C-Bibliothek %3</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="110"/>
        <source>Inference software: %1</source>
        <translation>Inferenz-Software: %1</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="111"/>
        <source>Inventory taken %1 by agent %2</source>
        <translation>Erfasst am %1 von Agent %2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="130"/>
        <source>Network interfaces</source>
        <translation>Netzwerkschnittstellen</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="133"/>
        <source>The machine reported no network interfaces.</source>
        <translation>Der Rechner hat keine Netzwerkschnittstellen gemeldet.</translation>
    </message>
</context>
<context>
    <name>InventoryText</name>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="29"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="34"/>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="80"/>
        <source>%1 (%2 cores, %3 threads)</source>
        <translation>%1 (%2 Kerne, %3 Threads)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="83"/>
        <source>%1 (%2 threads)</source>
        <translation>%1 (%2 Threads)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="85"/>
        <source>%1 (%2 cores)</source>
        <translation>%1 (%2 Kerne)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="92"/>
        <location filename="../presentation/InventoryText.cpp" line="200"/>
        <source>%1 (%2 free)</source>
        <translation>%1 (%2 frei)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="100"/>
        <location filename="../presentation/InventoryText.cpp" line="123"/>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="133"/>
        <source>(runs on %1)</source>
        <translation>(läuft auf %1)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="144"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools (NVML, nvidia-smi) are not installed on this machine.</source>
        <translation>Keine NVIDIA-GPU gefunden: Die Werkzeuge des NVIDIA-Treibers (NVML, nvidia-smi) sind auf diesem Rechner nicht installiert.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="147"/>
        <source>No NVIDIA GPU found: the NVIDIA driver is installed but sees no GPU. Check that the card is seated and has power.</source>
        <translation>Keine NVIDIA-GPU gefunden: Der NVIDIA-Treiber ist installiert, sieht aber keine GPU. Prüfen Sie, ob die Karte richtig sitzt und Strom hat.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="150"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools are installed but did not work. After a driver update, restart the machine; otherwise run nvidia-smi on it to see the error.</source>
        <translation>Keine NVIDIA-GPU gefunden: Die Werkzeuge des NVIDIA-Treibers sind installiert, haben aber nicht funktioniert. Starten Sie den Rechner nach einem Treiber-Update neu; andernfalls führen Sie dort nvidia-smi aus, um den Fehler zu sehen.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="152"/>
        <source>No NVIDIA GPU was found on this machine.</source>
        <translation>Auf diesem Rechner wurde keine NVIDIA-GPU gefunden.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="159"/>
        <source>(The probe reported: %1)</source>
        <translation>(Die Erfassung meldete: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>PCIe link</source>
        <translation>PCIe-Verbindung</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>Power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Default route</source>
        <translation>Standardroute</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Errors / drops</source>
        <translation>Fehler / verworfen</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="211"/>
        <source>Gen %1 ×%2</source>
        <translation>Gen %1 ×%2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="219"/>
        <source>%1 (card can do Gen %2 ×%3)</source>
        <translation>%1 (möglich wären Gen %2 ×%3)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="228"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="239"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="252"/>
        <source>up</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="254"/>
        <source>down</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="257"/>
        <source>waiting to connect (for example, Wi-Fi not joined yet)</source>
        <translation>wartet auf Verbindung (zum Beispiel WLAN noch nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="259"/>
        <source>no link (cable unplugged or the other end is off)</source>
        <translation>keine Verbindung (Kabel nicht eingesteckt oder Gegenstelle aus)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="261"/>
        <source>always up</source>
        <translation>immer aktiv</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="271"/>
        <source>full duplex</source>
        <translation>Vollduplex</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="274"/>
        <source>half duplex</source>
        <translation>Halbduplex</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="280"/>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
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
        <translation>Loopback</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="292"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="294"/>
        <source>virtual</source>
        <translation>virtuell</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="295"/>
        <source>wired</source>
        <translation>kabelgebunden</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="302"/>
        <source>errors %1 / %2, drops %3 / %4 (in / out)</source>
        <translation>Fehler %1 / %2, verworfen %3 / %4 (ein / aus)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="12"/>
        <source>Not inventoried yet</source>
        <translation>Noch nicht erfasst</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="14"/>
        <source>Refreshing… (showing the inventory from %1)</source>
        <translation>Wird aktualisiert … (angezeigt: Bestandsaufnahme vom %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="16"/>
        <source>Inventorying…</source>
        <translation>Wird erfasst …</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="18"/>
        <source>Stored inventory from %1</source>
        <translation>Gespeicherte Bestandsaufnahme vom %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="20"/>
        <source>Inventoried %1</source>
        <translation>Erfasst am %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="22"/>
        <source>Refresh failed (showing the inventory from %1)</source>
        <translation>Aktualisierung fehlgeschlagen (angezeigt: Bestandsaufnahme vom %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="24"/>
        <source>Inventory failed</source>
        <translation>Erfassung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="26"/>
        <source>Refresh cancelled (showing the inventory from %1)</source>
        <translation>Aktualisierung abgebrochen (angezeigt: Bestandsaufnahme vom %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="28"/>
        <source>Inventory cancelled</source>
        <translation>Erfassung abgebrochen</translation>
    </message>
</context>
<context>
    <name>LinkText</name>
    <message>
        <location filename="../presentation/LinkText.cpp" line="27"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
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
        <translation>Testserver auf %1 wird gestartet</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="87"/>
        <source>measuring round trips (UDP probes)</source>
        <translation>Umlaufzeiten werden gemessen (UDP-Proben)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="89"/>
        <source>measuring request/response round trips (TCP)</source>
        <translation>Anfrage/Antwort-Umlaufzeiten werden gemessen (TCP)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="91"/>
        <source>finding the largest packet that gets through (path MTU)</source>
        <translation>größtes Paket wird gesucht, das durchkommt (Pfad-MTU)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="93"/>
        <source>reading the network interfaces</source>
        <translation>Netzwerkschnittstellen werden gelesen</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>1 stream</source>
        <translation>1 Strom</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>%1 streams</source>
        <translation>%1 Ströme</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="99"/>
        <source>measuring throughput both ways at once, %1</source>
        <translation>Durchsatz wird in beide Richtungen gleichzeitig gemessen, %1</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="100"/>
        <source>measuring throughput %1, %2</source>
        <translation>Durchsatz wird gemessen %1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="103"/>
        <source>measuring round trips while %1 is busy</source>
        <translation>Umlaufzeiten werden gemessen, während %1 ausgelastet ist</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="104"/>
        <source>measuring (%1)</source>
        <translation>Messung läuft (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="111"/>
        <source>%1: %2, %3 %</source>
        <translation>%1: %2, %3 %</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="118"/>
        <source>Both ends are the same machine (one network stack): the traffic never left it, so these figures say nothing about your network.</source>
        <translation>Beide Enden sind derselbe Rechner (ein Netzwerkstapel): Der Verkehr hat ihn nie verlassen, diese Zahlen sagen also nichts über Ihr Netzwerk.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="121"/>
        <source>One stream reaches less than 80 % of the speed the network cards negotiated.</source>
        <translation>Ein Strom erreicht weniger als 80 % der Geschwindigkeit, die die Netzwerkkarten ausgehandelt haben.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="123"/>
        <source>More than 0.1 % of the probes were lost.</source>
        <translation>Mehr als 0,1 % der Proben gingen verloren.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="125"/>
        <source>The round trip varies by more than 1 ms from probe to probe.</source>
        <translation>Die Umlaufzeit schwankt von Probe zu Probe um mehr als 1 ms.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="127"/>
        <source>One direction is more than 20 % slower than the other.</source>
        <translation>Eine Richtung ist mehr als 20 % langsamer als die andere.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="129"/>
        <source>The packet size (MTU) is not the same along the path.</source>
        <translation>Die Paketgröße (MTU) ist entlang des Pfades nicht überall gleich.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="131"/>
        <source>One end uses Wi-Fi.</source>
        <translation>Ein Ende verwendet WLAN.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="133"/>
        <source>Under load, round trips grow to more than five times the idle value (bufferbloat): something on the path queues too much.</source>
        <translation>Unter Last wachsen die Umlaufzeiten auf mehr als das Fünffache des Ruhewerts (Bufferbloat): Etwas auf dem Pfad puffert zu viel.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="136"/>
        <source>A network interface counted errors or dropped packets during the test.</source>
        <translation>Eine Netzwerkschnittstelle hat während des Tests Fehler oder verworfene Pakete gezählt.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="140"/>
        <source>Something about this link looks unusual.</source>
        <translation>An dieser Verbindung sieht etwas ungewöhnlich aus.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="147"/>
        <source>Check the addresses: two entries may point at the same computer, or a machine&apos;s cluster interface may be loopback. Give each machine its own address on the cluster interface.</source>
        <translation>Prüfen Sie die Adressen: Zwei Einträge zeigen vielleicht auf denselben Rechner, oder die Cluster-Schnittstelle eines Rechners ist Loopback. Geben Sie jedem Rechner seine eigene Adresse auf der Cluster-Schnittstelle.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="150"/>
        <source>Check the cable (Cat 5e or better, undamaged), the switch port, that both ends run full duplex, power saving (EEE) on the network cards, and whether one busy CPU core limits a single stream (compare with the parallel-stream figure).</source>
        <translation>Prüfen Sie das Kabel (Cat 5e oder besser, unbeschädigt), den Switch-Port, ob beide Enden im Vollduplex laufen, das Energiesparen (EEE) der Netzwerkkarten und ob ein ausgelasteter CPU-Kern einen einzelnen Strom begrenzt (vergleichen Sie mit dem Wert für parallele Ströme).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="154"/>
        <source>Check the cable and its plugs, the error counters of the switch port, the Wi-Fi signal, and whether a switch or router on the way is overloaded.</source>
        <translation>Prüfen Sie das Kabel und seine Stecker, die Fehlerzähler des Switch-Ports, das WLAN-Signal und ob ein Switch oder Router auf dem Weg überlastet ist.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="157"/>
        <source>Check for Wi-Fi (use a cable), power saving on the network cards, other traffic on the same link, and the QoS settings of the switch.</source>
        <translation>Prüfen Sie auf WLAN (verwenden Sie ein Kabel), das Energiesparen der Netzwerkkarten, anderen Verkehr auf derselben Verbindung und die QoS-Einstellungen des Switches.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="161"/>
        <source>Check speed and duplex on both ends (ethtool), the cable (one faulty wire pair slows one direction), and whether one machine&apos;s CPU or network card settings limit sending.</source>
        <translation>Prüfen Sie Geschwindigkeit und Duplex an beiden Enden (ethtool), das Kabel (ein defektes Adernpaar bremst eine Richtung) und ob CPU oder Netzwerkkarteneinstellungen eines Rechners das Senden begrenzen.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="164"/>
        <source>Check the MTU settings: set the same MTU on both interfaces and on the switch (jumbo frames everywhere or nowhere).</source>
        <translation>Prüfen Sie die MTU-Einstellungen: Stellen Sie auf beiden Schnittstellen und am Switch dieselbe MTU ein (Jumbo-Frames überall oder nirgends).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="168"/>
        <source>Wi-Fi adds delay and jitter and shares air time with everything else: use a wired connection between machines that split a model.</source>
        <translation>WLAN fügt Verzögerung und Jitter hinzu und teilt die Funkzeit mit allem anderen: Verbinden Sie Rechner, die sich ein Modell teilen, per Kabel.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="171"/>
        <source>Check the queue settings: turn on smart queue management (fq_codel or cake, often called QoS or SQM) on routers on the way, or connect the machines through a plain switch instead of a router.</source>
        <translation>Prüfen Sie die Warteschlangen-Einstellungen: Schalten Sie auf Routern auf dem Weg ein intelligentes Warteschlangenmanagement ein (fq_codel oder cake, oft QoS oder SQM genannt), oder verbinden Sie die Rechner über einen einfachen Switch statt über einen Router.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="175"/>
        <source>Check the cable, the switch port, a duplex mismatch and the network card&apos;s driver; &quot;ip -s link&quot; on the machine shows the counters.</source>
        <translation>Prüfen Sie das Kabel, den Switch-Port, eine Duplex-Fehlanpassung und den Treiber der Netzwerkkarte; „ip -s link“ auf dem Rechner zeigt die Zähler.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="192"/>
        <source>(Measured: %1)</source>
        <translation>(Gemessen: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="205"/>
        <source>%1: stopped before it finished. Click Run to measure it again.</source>
        <translation>%1: vor dem Ende angehalten. Klicken Sie auf „Verbindungstest ausführen“, um erneut zu messen.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="207"/>
        <source>%1: the test did not finish in time. A firewall on %2 may block the test (ShardScope uses random high TCP and UDP ports on the cluster interface), or a machine was very busy.</source>
        <translation>%1: Der Test wurde nicht rechtzeitig fertig. Eine Firewall auf %2 blockiert vielleicht den Test (ShardScope verwendet zufällige hohe TCP- und UDP-Ports auf der Cluster-Schnittstelle), oder ein Rechner war sehr ausgelastet.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="214"/>
        <source>%1: the agent reported an error. Check that %2 reaches %3 at its cluster address (firewall, routes, the right interface chosen).</source>
        <translation>%1: Der Agent hat einen Fehler gemeldet. Prüfen Sie, ob %2 den Rechner %3 unter seiner Cluster-Adresse erreicht (Firewall, Routen, die richtige Schnittstelle gewählt).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="219"/>
        <source>%1: an agent stopped unexpectedly during the test. Run it again; if it keeps happening, please report it with this message.</source>
        <translation>%1: Ein Agent wurde während des Tests unerwartet beendet. Führen Sie den Test erneut aus; wenn es wieder passiert, melden Sie es bitte mit dieser Nachricht.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="224"/>
        <source>%1: an agent&apos;s answer could not be read. Deploy the agent again so that every machine runs the same version.</source>
        <translation>%1: Die Antwort eines Agenten konnte nicht gelesen werden. Verteilen Sie den Agenten erneut, damit auf jedem Rechner dieselbe Version läuft.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="231"/>
        <source>%1: not measured: %2.</source>
        <translation>%1: nicht gemessen: %2.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="237"/>
        <source>fast enough to try tensor parallelism, which exchanges data at every layer</source>
        <translation>schnell genug, um Tensor-Parallelität zu versuchen, die in jeder Schicht Daten austauscht</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="239"/>
        <source>good for splitting a model with pipeline parallelism; tensor parallelism would wait on this link at every layer</source>
        <translation>gut, um ein Modell mit Pipeline-Parallelität aufzuteilen; Tensor-Parallelität würde in jeder Schicht auf diese Verbindung warten</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="242"/>
        <source>usable for pipeline parallelism at some cost per token; independent copies of the model on each machine avoid the link</source>
        <translation>brauchbar für Pipeline-Parallelität, mit etwas Zeitaufwand pro Token; unabhängige Kopien des Modells auf jedem Rechner kommen ohne die Verbindung aus</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="245"/>
        <source>slow for splitting a model across it: independent copies of the model on each machine suit it better</source>
        <translation>langsam, um ein Modell darüber aufzuteilen: Unabhängige Kopien des Modells auf jedem Rechner passen besser</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="16"/>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, 1 stream</source>
        <translation>Durchsatz, 1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, %1 streams</source>
        <translation>Durchsatz, %1 Ströme</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="20"/>
        <source>Round trip, median (p50)</source>
        <translation>Umlaufzeit, Median (p50)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="22"/>
        <source>Round trip, 99th percentile (p99)</source>
        <translation>Umlaufzeit, 99. Perzentil (p99)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="24"/>
        <source>Jitter (RFC 3550)</source>
        <translation>Jitter (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="26"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="37"/>
        <source>Data per second that arrived over one TCP connection in this direction alone. One stream is what a single transfer between two inference processes gets.</source>
        <translation>Daten pro Sekunde, die über eine TCP-Verbindung nur in dieser Richtung ankamen. Ein Strom ist das, was eine einzelne Übertragung zwischen zwei Inferenzprozessen bekommt.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="40"/>
        <source>Data per second that arrived over several parallel TCP connections in this direction alone: what the link carries when one stream is not enough to fill it.</source>
        <translation>Daten pro Sekunde, die über mehrere parallele TCP-Verbindungen nur in dieser Richtung ankamen: was die Verbindung trägt, wenn ein Strom sie nicht auslastet.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="43"/>
        <source>Half of the small UDP probes came back faster than this, with the link otherwise idle. Both directions of a pair share one round trip.</source>
        <translation>Die Hälfte der kleinen UDP-Proben kam schneller zurück, bei sonst ruhender Verbindung. Beide Richtungen eines Paares teilen sich eine Umlaufzeit.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="46"/>
        <source>99 of 100 small UDP probes came back faster than this, with the link otherwise idle: the slow outliers that make one token of many late.</source>
        <translation>99 von 100 kleinen UDP-Proben kamen schneller zurück, bei sonst ruhender Verbindung: die langsamen Ausreißer, die eines von vielen Tokens verspäten.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="49"/>
        <source>How much the round trip varies from one probe to the next (RFC 3550 interarrival jitter), with the link otherwise idle.</source>
        <translation>Wie stark die Umlaufzeit von Probe zu Probe schwankt (Interarrival-Jitter nach RFC 3550), bei sonst ruhender Verbindung.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="52"/>
        <source>Share of the small UDP probes that never came back.</source>
        <translation>Anteil der kleinen UDP-Proben, die nie zurückkamen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="64"/>
        <source>Green: 90 % or more of the negotiated link speed (or of the fastest pair, where the speed is not known); red: 30 % or less.</source>
        <translation>Grün: 90 % oder mehr der ausgehandelten Verbindungsgeschwindigkeit (oder des schnellsten Paares, wo sie unbekannt ist); rot: 30 % oder weniger.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="67"/>
        <source>Green: 0.25 ms or less; red: 5 ms or more.</source>
        <translation>Grün: 0,25 ms oder weniger; rot: 5 ms oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="69"/>
        <source>Green: 0.5 ms or less; red: 10 ms or more.</source>
        <translation>Grün: 0,5 ms oder weniger; rot: 10 ms oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="71"/>
        <source>Green: 0.02 ms or less; red: 1 ms or more.</source>
        <translation>Grün: 0,02 ms oder weniger; rot: 1 ms oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="73"/>
        <source>Green: no loss (0.01 % or less); red: 1 % or more.</source>
        <translation>Grün: kein Verlust (0,01 % oder weniger); rot: 1 % oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="103"/>
        <source>%1: both ends are in the same network stack, so these figures are not a network measurement and say nothing about a link between two machines.</source>
        <translation>%1: Beide Enden liegen im selben Netzwerkstapel; diese Zahlen sind also keine Netzwerkmessung und sagen nichts über eine Verbindung zwischen zwei Rechnern.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="110"/>
        <source>%1: this test has no throughput or round-trip figure.</source>
        <translation>%1: Dieser Test hat keinen Wert für Durchsatz oder Umlaufzeit.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="115"/>
        <source>%1: %2 on one stream (more than the %3 the interfaces report: a virtual link, or the reported speed is wrong), %4 round trip: %5.</source>
        <translation>%1: %2 mit einem Strom (mehr als die %3, die die Schnittstellen melden: eine virtuelle Verbindung, oder die gemeldete Geschwindigkeit stimmt nicht), %4 Umlaufzeit: %5.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="120"/>
        <source>%1: %2 on one stream (%3 % of the %4 link), %5 round trip: %6.</source>
        <translation>%1: %2 mit einem Strom (%3 % der %4-Verbindung), %5 Umlaufzeit: %6.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="124"/>
        <source>%1: %2 on one stream, %3 round trip: %4.</source>
        <translation>%1: %2 mit einem Strom, %3 Umlaufzeit: %4.</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <location filename="../presentation/NodeText.cpp" line="17"/>
        <source>%1, port %2</source>
        <translation>%1, Port %2</translation>
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
        <translation>ShardScope war noch nie mit %1 verbunden und kann daher noch nicht wissen, ob es wirklich mit diesem Rechner spricht. Der Rechner zeigt diesen Host-Schlüssel:

Host: %2
Port: %3
Schlüsseltyp: %4
Fingerabdruck: %5

Vertrauen Sie diesem Schlüssel?</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="35"/>
        <source>To check it, run this on the machine itself (at its keyboard, or over a connection you already trust):

    ssh-keygen -lf %1

and compare the SHA256 fingerprint it prints with the one above. Trust the key only if they are the same. Trusting adds it to %2; Cancel connects to nothing.</source>
        <translation>Zum Prüfen führen Sie auf dem Rechner selbst (an seiner Tastatur oder über eine Verbindung, der Sie schon vertrauen) dies aus:

    ssh-keygen -lf %1

und vergleichen den ausgegebenen SHA256-Fingerabdruck mit dem oben. Vertrauen Sie dem Schlüssel nur, wenn beide gleich sind. Vertrauen trägt ihn in %2 ein; „Abbrechen“ verbindet mit nichts.</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="57"/>
        <source>The server says: “%1”</source>
        <translation>Der Server schreibt: „%1“</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="17"/>
        <location filename="../ui/NodeStateText.cpp" line="118"/>
        <source>Queued</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="19"/>
        <source>Connecting…</source>
        <translation>Verbinden …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="21"/>
        <source>Checking platform…</source>
        <translation>Plattform wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="24"/>
        <source>Uploading %1 %…</source>
        <translation>Hochladen %1 % …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="25"/>
        <source>Uploading…</source>
        <translation>Hochladen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="27"/>
        <source>Verifying…</source>
        <translation>Prüfen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="29"/>
        <source>Starting agent…</source>
        <translation>Agent wird gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="31"/>
        <source>Probing…</source>
        <translation>Erfassen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="33"/>
        <source>Removing…</source>
        <translation>Entfernen …</translation>
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
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="39"/>
        <location filename="../ui/NodeStateText.cpp" line="130"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="73"/>
        <source>Not connected yet: click Connect all</source>
        <translation>Noch nicht verbunden: „Alle verbinden“ klicken</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="87"/>
        <location filename="../ui/NodeStateText.cpp" line="102"/>
        <source>Removed: nothing of ShardScope is left on this machine</source>
        <translation>Entfernt: Von ShardScope ist auf diesem Rechner nichts mehr übrig</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="94"/>
        <source>Cancelled: click Deploy or Retry failed to go on</source>
        <translation>Abgebrochen: Zum Fortsetzen „Bereitstellen“ oder „Fehlgeschlagene erneut versuchen“ klicken</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="97"/>
        <source>Ready: the agent was uploaded and answers</source>
        <translation>Bereit: Der Agent wurde hochgeladen und antwortet</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="98"/>
        <source>Ready: the agent was already there and answers</source>
        <translation>Bereit: Der Agent war schon da und antwortet</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="99"/>
        <source>Ready: the agent is on this machine</source>
        <translation>Bereit: Der Agent ist auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="103"/>
        <source>Not deployed yet</source>
        <translation>Noch nicht bereitgestellt</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="111"/>
        <source>Uploading %1 %</source>
        <translation>Hochladen %1 %</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="112"/>
        <source>Uploading</source>
        <translation>Hochladen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="114"/>
        <source>Verifying</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="116"/>
        <source>Starting agent</source>
        <translation>Agent startet</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="120"/>
        <source>Connecting</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="122"/>
        <source>Checking platform</source>
        <translation>Plattform prüfen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="124"/>
        <source>Probing</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="126"/>
        <source>Removing</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="133"/>
        <location filename="../ui/NodeStateText.cpp" line="141"/>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="49"/>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <location filename="../ui/NodeStateText.cpp" line="139"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="142"/>
        <source>Not deployed</source>
        <translation>Nicht bereitgestellt</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="147"/>
        <source>ShardScope uses it for this connection only and never saves it.</source>
        <translation>ShardScope verwendet die Eingabe nur für diese Verbindung und speichert sie nie.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="149"/>
        <source>The key file %1 is protected by a passphrase. Enter it to connect%2.</source>
        <translation>Die Schlüsseldatei %1 ist durch eine Passphrase geschützt. Geben Sie sie ein, um die Verbindung%2 herzustellen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="151"/>
        <source> to %1</source>
        <translation> zu %1</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="156"/>
        <source>The server asks for a password.</source>
        <translation>Der Server fragt nach einem Passwort.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="157"/>
        <source>Logging in to %1 needs a password.</source>
        <translation>Für die Anmeldung an %1 ist ein Passwort nötig.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="159"/>
        <source>Tip: with an SSH key (ssh-keygen, then ssh-copy-id) you will not be asked again.</source>
        <translation>Tipp: Mit einem SSH-Schlüssel (ssh-keygen, dann ssh-copy-id) werden Sie nicht mehr gefragt.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>Passphrase of the SSH key</source>
        <translation>Passphrase des SSH-Schlüssels</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>SSH password</source>
        <translation>SSH-Passwort</translation>
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
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="344"/>
        <source>the model %1 cannot be built: %2</source>
        <translation>das Modell %1 lässt sich nicht bauen: %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="346"/>
        <source>no data type is chosen: choose f32, bf16 or f16</source>
        <translation>kein Datentyp gewählt: wählen Sie f32, bf16 oder f16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="348"/>
        <source>no backend is chosen: choose the CPU or NVIDIA GPUs (CUDA)</source>
        <translation>kein Backend gewählt: wählen Sie die CPU oder NVIDIA-GPUs (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="350"/>
        <source>no machine is chosen: check at least one</source>
        <translation>kein Rechner gewählt: wählen Sie mindestens einen aus</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="352"/>
        <source>a benchmark takes at most %1 machines, %2 are chosen</source>
        <translation>ein Benchmark nimmt höchstens %1 Rechner, gewählt sind %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="356"/>
        <source>give at least one number of requests at once</source>
        <translation>geben Sie mindestens eine Zahl gleichzeitiger Anfragen an</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="358"/>
        <source>the workload at %n request(s) at once cannot run: %1</source>
        <translation>
            <numerusform>die Last mit %n Anfrage gleichzeitig kann nicht laufen: %1</numerusform>
            <numerusform>die Last mit %n Anfragen gleichzeitig kann nicht laufen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="361"/>
        <source>a set of machines names machine number %1, but the plan has %n machine(s)</source>
        <translation>
            <numerusform>eine Rechnergruppe nennt Rechner Nummer %1, der Plan hat aber nur %n Rechner</numerusform>
            <numerusform>eine Rechnergruppe nennt Rechner Nummer %1, der Plan hat aber nur %n Rechner</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="365"/>
        <source>the set of machines %1 names %2 twice</source>
        <translation>die Rechnergruppe %1 nennt %2 zweimal</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="368"/>
        <source>the set of machines %1 has fewer than two machines: a split or one copy per machine needs two</source>
        <translation>die Rechnergruppe %1 hat weniger als zwei Rechner: eine Aufteilung oder eine Kopie pro Rechner braucht zwei</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="372"/>
        <source>a layout of the plan is not set</source>
        <translation>eine Anordnung des Plans ist nicht festgelegt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="374"/>
        <source>%1 needs at least two machines, %n given</source>
        <translation>
            <numerusform>%1 braucht mindestens zwei Rechner, %n angegeben</numerusform>
            <numerusform>%1 braucht mindestens zwei Rechner, %n angegeben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="377"/>
        <source>%1 over %2 cannot hold %3: %4</source>
        <translation>%1 über %2 kann %3 nicht aufnehmen: %4</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="391"/>
        <source>the number of layers</source>
        <translation>die Anzahl der Schichten</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="393"/>
        <source>the hidden size</source>
        <translation>die Hidden-Größe</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="395"/>
        <source>the number of query heads</source>
        <translation>die Anzahl der Query-Heads</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="397"/>
        <source>the number of KV heads</source>
        <translation>die Anzahl der KV-Heads</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="399"/>
        <source>the head dimension</source>
        <translation>die Head-Dimension</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="401"/>
        <source>the intermediate size</source>
        <translation>die Intermediate-Größe</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="403"/>
        <source>the vocabulary size</source>
        <translation>die Größe des Vokabulars</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="407"/>
        <source>a dimension of the model</source>
        <translation>eine Größe des Modells</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="427"/>
        <source>%1 must be at least 1, not 0</source>
        <translation>%1 muss mindestens 1 sein, nicht 0</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="429"/>
        <source>%1 is %2, more than the %3 ShardScope can build</source>
        <translation>%1 ist %2, mehr als die %3, die ShardScope bauen kann</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="432"/>
        <source>the model&apos;s %1 query heads do not split into equal groups over its %2 KV heads; the number of query heads must be a multiple of the number of KV heads</source>
        <translation>die %1 Query-Heads des Modells lassen sich nicht in gleich große Gruppen auf seine %2 KV-Heads aufteilen; die Anzahl der Query-Heads muss ein Vielfaches der Anzahl der KV-Heads sein</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="436"/>
        <source>the head dimension is %1, an odd number, and the rotary position embedding needs an even one</source>
        <translation>die Head-Dimension ist %1, eine ungerade Zahl, aber die rotierende Positionskodierung braucht eine gerade</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="440"/>
        <source>the base of the rotary position embedding (rope_theta) must be a number above 1</source>
        <translation>die Basis der rotierenden Positionskodierung (rope_theta) muss eine Zahl größer als 1 sein</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="442"/>
        <source>the epsilon of the normalisation (rms_norm_eps) must be between 0 and 1</source>
        <translation>das Epsilon der Normalisierung (rms_norm_eps) muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="444"/>
        <source>a benchmark runs on 1 to %1 machines, not %2</source>
        <translation>ein Benchmark läuft auf 1 bis %1 Rechnern, nicht auf %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="446"/>
        <source>a single-machine run uses one machine, not %1</source>
        <translation>ein Lauf auf einem einzelnen Rechner nutzt einen Rechner, nicht %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="448"/>
        <source>the model&apos;s %1 query heads and %2 KV heads must both divide evenly by %3; choose a number of machines that divides both</source>
        <translation>die %1 Query-Heads und die %2 KV-Heads des Modells müssen sich beide ohne Rest durch %3 teilen lassen; wählen Sie eine Anzahl von Rechnern, die beide teilt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="452"/>
        <source>the model&apos;s intermediate size, %1, must divide evenly by %2</source>
        <translation>die Intermediate-Größe des Modells, %1, muss sich ohne Rest durch %2 teilen lassen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="454"/>
        <source>the model&apos;s vocabulary of %1 tokens cannot be shared by %2 machines</source>
        <translation>das Vokabular des Modells mit %1 Tokens lässt sich nicht auf %2 Rechner aufteilen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="456"/>
        <source>the model has %n layer(s) and each of the %1 machines needs at least one; use at most %n machine(s)</source>
        <translation>
            <numerusform>das Modell hat %n Schicht, und jeder der %1 Rechner braucht mindestens eine; verwenden Sie höchstens %n Rechner</numerusform>
            <numerusform>das Modell hat %n Schichten, und jeder der %1 Rechner braucht mindestens eine; verwenden Sie höchstens %n Rechner</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="461"/>
        <source>the layout is not known</source>
        <translation>die Anordnung ist unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="465"/>
        <source>the query heads times the head dimension</source>
        <translation>die Query-Heads mal die Head-Dimension</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="468"/>
        <source>%1 stores weights in blocks of %2 values, and %3 over %4 machines is %5 per machine, not a multiple of %2; choose f32 or bf16, or another number of machines</source>
        <translation>%1 speichert Gewichte in Blöcken zu %2 Werten, und %3 ist auf %4 Rechnern %5 pro Rechner, kein Vielfaches von %2; wählen Sie f32 oder bf16 oder eine andere Zahl von Rechnern</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="472"/>
        <source>%1 stores weights in blocks of %2 values, and %3 is %4, not a multiple of %2; choose f32 or bf16</source>
        <translation>%1 speichert Gewichte in Blöcken zu %2 Werten, und %3 ist %4, kein Vielfaches von %2; wählen Sie f32 oder bf16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="478"/>
        <source>the prompt length must be from %1 to %2 tokens, not %3</source>
        <translation>die Prompt-Länge muss %1 bis %2 Tokens betragen, nicht %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="480"/>
        <source>the answer length must be from %1 to %2 tokens, not %3</source>
        <translation>die Antwortlänge muss %1 bis %2 Tokens betragen, nicht %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="482"/>
        <source>the prompt and the answer together must be at most %1 tokens, not %2</source>
        <translation>Prompt und Antwort zusammen dürfen höchstens %1 Tokens lang sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="484"/>
        <source>the requests at once must be from %1 to %2, not %3</source>
        <translation>die Zahl gleichzeitiger Anfragen muss %1 bis %2 betragen, nicht %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="486"/>
        <source>the warm-up must be from %1 to %2 steps, not %3</source>
        <translation>das Aufwärmen muss %1 bis %2 Schritte dauern, nicht %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="488"/>
        <source>the prompt must be read and timed from %1 to %2 times, not %3</source>
        <translation>der Prompt muss %1- bis %2-mal gelesen und gemessen werden, nicht %3-mal</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="107"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="64"/>
        <location filename="../presentation/ReportPdf.cpp" line="352"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="73"/>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2 (je %3)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="76"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="83"/>
        <source>unknown CPU</source>
        <translation>unbekannte CPU</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="86"/>
        <source>%1 cores, %2 threads</source>
        <translation>%1 Kerne, %2 Threads</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="110"/>
        <source>speed unknown</source>
        <translation>Geschwindigkeit unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="111"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="113"/>
        <source> (Wi-Fi)</source>
        <translation> (WLAN)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="115"/>
        <source>(default route; the cluster address is on no interface)</source>
        <translation>(Standardroute; die Cluster-Adresse liegt auf keiner Schnittstelle)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="140"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="141"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="142"/>
        <location filename="../presentation/ReportPdf.cpp" line="355"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="143"/>
        <source>%1, %2 on %3</source>
        <translation>%1, %2 auf %3</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="145"/>
        <source>GPUs (CUDA)</source>
        <translation>GPUs (CUDA)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="146"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="147"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="149"/>
        <source>Compared at</source>
        <translation>Verglichen bei</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="150"/>
        <source>%1 sequences in flight</source>
        <translation>%1 gleichzeitigen Sequenzen</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>Link test</source>
        <translation>Verbindungstest</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>run %1 of %2</source>
        <translation>Lauf %1 vom %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <source>Item</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="166"/>
        <source>no inventory stored</source>
        <translation>keine Bestandsaufnahme gespeichert</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="172"/>
        <source>unknown host name</source>
        <translation>unbekannter Hostname</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="177"/>
        <source>RAM %1</source>
        <translation>RAM %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="178"/>
        <source>RAM unknown</source>
        <translation>RAM unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="181"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>Cluster interface</source>
        <translation>Cluster-Schnittstelle</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="201"/>
        <source>Link test %1 of %2. Each row is one direction; the round trip is the pair&apos;s (UDP echo, idle link); throughput is what arrived with one TCP stream and with several.</source>
        <translation>Verbindungstest %1 vom %2. Jede Zeile ist eine Richtung; die Umlaufzeit gilt für das Paar (UDP-Echo, ruhende Verbindung); der Durchsatz ist, was mit einem TCP-Strom und mit mehreren ankam.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="216"/>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="217"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Round trip p50</source>
        <translation>Umlaufzeit p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>1 stream</source>
        <translation>1 Strom</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>%1 streams</source>
        <translation>%1 Ströme</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="260"/>
        <location filename="../presentation/ReportPdf.cpp" line="270"/>
        <source>The model of the network uses the slowest pair: %1 round trip (TCP), %2.</source>
        <translation>Das Netzwerkmodell verwendet das langsamste Paar: %1 Umlaufzeit (TCP), %2.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="253"/>
        <source>The model of the network uses the slowest pair between %1: %2 round trip (TCP), %3.</source>
        <translation>Das Netzwerkmodell verwendet das langsamste Paar zwischen %1: %2 Umlaufzeit (TCP), %3.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="264"/>
        <source>Over all of the run&apos;s machines the slowest pair measured %1 round trip (TCP), %2.</source>
        <translation>Über alle Rechner des Laufs hinweg wurden beim langsamsten Paar %1 Umlaufzeit (TCP) und %2 gemessen.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="280"/>
        <source>No run completed: there is nothing to chart.</source>
        <translation>Kein Lauf wurde abgeschlossen: Es gibt nichts darzustellen.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="321"/>
        <source>Throughput and time per decode step</source>
        <translation>Durchsatz und Zeit pro Decode-Schritt</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>Layout</source>
        <translation>Anordnung</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>In flight</source>
        <translation>Gleichzeitig</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Output tokens/s</source>
        <translation>Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Step (ms)</source>
        <translation>Schritt (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Compute (ms)</source>
        <translation>Rechnen (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Comm. (ms)</source>
        <translation>Komm. (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="326"/>
        <source>Latency percentiles (ms)</source>
        <translation>Latenz-Perzentile (ms)</translation>
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
        <translation>Modellform</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="357"/>
        <source>%1 layers, hidden %2, %3 heads (%4 key/value), head size %5, SwiGLU %6, vocabulary %7</source>
        <translation>%1 Schichten, Hidden %2, %3 Heads (%4 Key/Value), Head-Größe %5, SwiGLU %6, Vokabular %7</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="362"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="363"/>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="365"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="366"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="368"/>
        <source>every core</source>
        <translation>alle Kerne</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="369"/>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="370"/>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="371"/>
        <source>Warm-up steps</source>
        <translation>Aufwärmschritte</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="372"/>
        <source>Timed prefills</source>
        <translation>Gemessene Prefills</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="373"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="374"/>
        <source>Layouts</source>
        <translation>Anordnungen</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="376"/>
        <source>Sequences in flight</source>
        <translation>Gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="377"/>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="378"/>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="379"/>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="148"/>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="154"/>
        <source>none covers these machines</source>
        <translation>keiner deckt diese Rechner ab</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Host and system</source>
        <translation>Host und System</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="196"/>
        <source>The run used one machine: no link between machines took part.</source>
        <translation>Der Lauf nutzte einen einzigen Rechner: Keine Verbindung zwischen Rechnern war beteiligt.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="197"/>
        <source>No stored link test measured every pair of these machines before the run ended. Run a link test of these machines for the network figures.</source>
        <translation>Kein gespeicherter Verbindungstest hat vor dem Ende des Laufs jedes Paar dieser Rechner gemessen. Führen Sie einen Verbindungstest dieser Rechner aus, um die Netzwerkwerte zu erhalten.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="334"/>
        <source>TTFT: time to first token, one shared prefill per run, so its percentiles are one timing. TPOT: time per output token after the first. ITL: every gap between two tokens. E2E: the whole request.</source>
        <translation>TTFT: Zeit bis zum ersten Token, ein gemeinsames Prefill pro Lauf, daher beruhen seine Perzentile auf einer einzigen Messung. TPOT: Zeit pro Ausgabetoken nach dem ersten. ITL: jeder Abstand zwischen zwei Tokens. E2E: die ganze Anfrage.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="367"/>
        <source>Threads per machine</source>
        <translation>Threads pro Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="375"/>
        <source>%1 (one machine always runs first)</source>
        <translation>%1 (ein Rechner läuft immer zuerst)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="384"/>
        <source>Machine %1</source>
        <translation>Rechner %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="385"/>
        <source>cluster address %1</source>
        <translation>Cluster-Adresse %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="387"/>
        <source>Measured with</source>
        <translation>Gemessen mit</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="388"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="415"/>
        <source>No warnings: every run completed and every figure was measured.</source>
        <translation>Keine Warnungen: Jeder Lauf wurde abgeschlossen und jeder Wert gemessen.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="426"/>
        <source>Summary and verdict</source>
        <translation>Zusammenfassung und Ergebnis</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="427"/>
        <source>Inventory</source>
        <translation>Bestandsaufnahme</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="428"/>
        <source>Link matrix</source>
        <translation>Verbindungsmatrix</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="429"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="430"/>
        <source>Percentiles</source>
        <translation>Perzentile</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="431"/>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="432"/>
        <source>Setup check</source>
        <translation>Einrichtungsprüfung</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="433"/>
        <source>Design-rule checklist</source>
        <translation>Checkliste der Designregeln</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="434"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="441"/>
        <source>ShardScope report: run %1</source>
        <translation>ShardScope-Bericht: Lauf %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="443"/>
        <source>ShardScope report</source>
        <translation>ShardScope-Bericht</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="444"/>
        <source>Inference run %1 of %2 over %3. Created %4 with ShardScope %5.</source>
        <translation>Inferenzlauf %1 mit %2 auf %3. Erstellt am %4 mit ShardScope %5.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="442"/>
        <source>ShardScope report, run %1</source>
        <translation>ShardScope-Bericht, Lauf %1</translation>
    </message>
</context>
<context>
    <name>ServeChartSpecs</name>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="63"/>
        <source>%1 (step %2)</source>
        <translation>%1 (Schritt %2)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="85"/>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="86"/>
        <source>Time to first token: no step of the run completed</source>
        <translation>Zeit bis zum ersten Token: Kein Schritt des Laufs wurde abgeschlossen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="87"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="162"/>
        <source>Milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="89"/>
        <source>Time to first token: from sending a request to the first piece of the answer, as your server answered it (waiting in its queue and reading the prompt included). The median is a typical request, p99 the slowest one in a hundred: what a person in a chat notices. Lower is better.</source>
        <translation>Zeit bis zum ersten Token: vom Senden einer Anfrage bis zum ersten Stück der Antwort, so wie Ihr Server geantwortet hat (einschließlich Warten in seiner Warteschlange und Lesen des Prompts). Der Median ist eine typische Anfrage, p99 die langsamste von hundert: das, was eine Person im Chat bemerkt. Niedriger ist besser.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="93"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="167"/>
        <source>Median (p50)</source>
        <translation>Median (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="94"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="169"/>
        <source>Slowest 1 % (p99)</source>
        <translation>Langsamstes 1 % (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="109"/>
        <source>Tokens per second by requests at once</source>
        <translation>Tokens pro Sekunde nach gleichzeitigen Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="110"/>
        <source>Tokens per second: no step of the run completed</source>
        <translation>Tokens pro Sekunde: Kein Schritt des Laufs wurde abgeschlossen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="111"/>
        <source>Output tokens per second</source>
        <translation>Ausgabe-Tokens pro Sekunde</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="112"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="119"/>
        <source>Output tokens/s</source>
        <translation>Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="120"/>
        <source>Within your targets (goodput)</source>
        <translation>Innerhalb Ihrer Ziele (Goodput)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="145"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. The dashed line counts only the requests that met every target of your goal (goodput): where it falls away from the other, the server is busy enough to keep people waiting. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>Die Tokens pro Sekunde, die Ihr Server für alle Anfragen zusammen erzeugt hat, während immer mehr Anfragen gleichzeitig liefen. Die gestrichelte Linie zählt nur die Anfragen, die alle Ihre Ziele eingehalten haben (Goodput): Wo sie sich von der anderen entfernt, ist der Server so ausgelastet, dass Menschen warten müssen. Eine Linie, die weiter steigt, bedient mehr Menschen gut; eine, die abflacht, hat die Grenze des Servers erreicht.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="150"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>Die Tokens pro Sekunde, die Ihr Server für alle Anfragen zusammen erzeugt hat, während immer mehr Anfragen gleichzeitig liefen. Eine Linie, die weiter steigt, bedient mehr Menschen gut; eine, die abflacht, hat die Grenze des Servers erreicht.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="160"/>
        <source>Time between tokens</source>
        <translation>Zeit zwischen Tokens</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="161"/>
        <source>Time between tokens: no step of the run completed</source>
        <translation>Zeit zwischen Tokens: Kein Schritt des Laufs wurde abgeschlossen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="164"/>
        <source>Inter-token latency: every gap between two pieces of an answer as they streamed in. It is how fast the text appears to a reader; a long p99 is the answer stalling now and then (other requests&apos; prompts being read in between). Lower is better.</source>
        <translation>Inter-Token-Latenz: jeder Abstand zwischen zwei Stücken einer Antwort, während sie eintrafen. Sie zeigt, wie schnell der Text beim Lesen erscheint; ein langes p99 bedeutet, dass die Antwort hin und wieder stockt (weil zwischendurch die Prompts anderer Anfragen gelesen werden). Niedriger ist besser.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="168"/>
        <source>Slowest 10 % (p90)</source>
        <translation>Langsamste 10 % (p90)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeChartSpecs.cpp" line="186"/>
        <source>Where the work went, %n at once</source>
        <translation>
            <numerusform>Wohin die Arbeit ging, %n gleichzeitig</numerusform>
            <numerusform>Wohin die Arbeit ging, %n gleichzeitig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="187"/>
        <source>Where the work went</source>
        <translation>Wohin die Arbeit ging</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="188"/>
        <source>Where the work went: no machine was sampled during the step</source>
        <translation>Wohin die Arbeit ging: Kein Rechner wurde während des Schritts gemessen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="189"/>
        <source>Where the work went: no step of the run completed</source>
        <translation>Wohin die Arbeit ging: Kein Schritt des Laufs wurde abgeschlossen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="190"/>
        <source>Percent busy (mean over the step)</source>
        <translation>Auslastung in Prozent (Mittel über den Schritt)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="191"/>
        <source>How busy each machine of your server was while the requests ran: its CPUs and each GPU, averaged over the step. A GPU near 0 % the whole step did no work for this server: the model is not where you think it is, or that machine waits on the others.</source>
        <translation>Wie ausgelastet jeder Rechner Ihres Servers war, während die Anfragen liefen: seine CPUs und jede GPU, gemittelt über den Schritt. Eine GPU, die den ganzen Schritt nahe 0 % lag, hat nicht für diesen Server gearbeitet: Das Modell liegt nicht dort, wo Sie denken, oder dieser Rechner wartet auf die anderen.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="196"/>
        <source>CPU busy</source>
        <translation>CPU-Auslastung</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="197"/>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="212"/>
        <source>%1 (not sampled)</source>
        <translation>%1 (nicht gemessen)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="223"/>
        <source>%1 (GPU idle)</source>
        <translation>%1 (GPU im Leerlauf)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="229"/>
        <source>%1, GPU %2</source>
        <translation>%1, GPU %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="230"/>
        <source>%1 (idle)</source>
        <translation>%1 (im Leerlauf)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="244"/>
        <source>Network traffic per output token</source>
        <translation>Netzwerkverkehr pro Ausgabetoken</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="245"/>
        <source>Network traffic: no step of the run completed</source>
        <translation>Netzwerkverkehr: Kein Schritt des Laufs wurde abgeschlossen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="246"/>
        <source>Network traffic: no machine&apos;s interface was sampled</source>
        <translation>Netzwerkverkehr: Die Schnittstelle keines Rechners wurde gemessen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="247"/>
        <source>What crossed each machine&apos;s cluster interface (received and sent) during the step, divided by the tokens the server wrote: the requests and answers, and for a model split over machines what they send each other for every token. A split that carries much per token leans on your network; one machine or a copy per machine carries little.</source>
        <translation>Was während des Schritts über die Cluster-Schnittstelle jedes Rechners ging (empfangen und gesendet), geteilt durch die Tokens, die der Server geschrieben hat: die Anfragen und Antworten und, bei einem auf mehrere Rechner aufgeteilten Modell, was diese sich für jedes Token gegenseitig senden. Eine Aufteilung, die pro Token viel überträgt, hängt stark von Ihrem Netzwerk ab; ein einzelner Rechner oder eine Kopie pro Rechner überträgt wenig.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="266"/>
        <source>Bytes per output token</source>
        <translation>Bytes pro Ausgabetoken</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="269"/>
        <source>MiB per output token</source>
        <translation>MiB pro Ausgabetoken</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="272"/>
        <source>KiB per output token</source>
        <translation>KiB pro Ausgabetoken</translation>
    </message>
</context>
<context>
    <name>ServeReportPdf</name>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="29"/>
        <source>OpenAI completions (/v1/completions)</source>
        <translation>OpenAI Completions (/v1/completions)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="31"/>
        <source>OpenAI chat (/v1/chat/completions)</source>
        <translation>OpenAI Chat (/v1/chat/completions)</translation>
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
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="46"/>
        <source>HTTP error</source>
        <translation>HTTP-Fehler</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="48"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="50"/>
        <source>cut off</source>
        <translation>abgerissen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="52"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="54"/>
        <source>malformed answer</source>
        <translation>fehlerhafte Antwort</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="56"/>
        <source>server error</source>
        <translation>Serverfehler</translation>
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
            <numerusform>%n Datensatz als nicht vertrauenswürdig abgelehnt</numerusform>
            <numerusform>%n Datensätze als nicht vertrauenswürdig abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="89"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="102"/>
        <source>%n counted request(s) per step</source>
        <translation>
            <numerusform>%n gezählte Anfrage pro Schritt</numerusform>
            <numerusform>%n gezählte Anfragen pro Schritt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="103"/>
        <source>requests for %1 s per step</source>
        <translation>Anfragen für %1 s pro Schritt</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="104"/>
        <source>%1 prompt tokens, up to %2 output tokens; %3 after %n warm-up request(s)</source>
        <translation>
            <numerusform>%1 Prompt-Tokens, bis zu %2 Ausgabe-Tokens; %3 nach %n Aufwärmanfrage</numerusform>
            <numerusform>%1 Prompt-Tokens, bis zu %2 Ausgabe-Tokens; %3 nach %n Aufwärmanfragen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="112"/>
        <source>all at once, as many in flight as the step allows</source>
        <translation>alle auf einmal, so viele gleichzeitig, wie der Schritt erlaubt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="113"/>
        <source>%1 requests/s on average (burstiness %2, seed %3)</source>
        <translation>im Mittel %1 Anfragen/s (Burstiness %2, Seed %3)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="121"/>
        <source>time to first token %1</source>
        <translation>Zeit bis zum ersten Token %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="124"/>
        <source>time per output token %1</source>
        <translation>Zeit pro Ausgabetoken %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="126"/>
        <source>none (no goodput measured)</source>
        <translation>keine (kein Goodput gemessen)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="133"/>
        <source>this computer (not sampled)</source>
        <translation>dieser Computer (nicht gemessen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="146"/>
        <source>%n copies, the requests sent round robin over them:</source>
        <translation>
            <numerusform>%n Kopie, an die die Anfragen reihum gingen:</numerusform>
            <numerusform>%n Kopien, an die die Anfragen reihum gingen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="153"/>
        <source>Step %1, %n at once</source>
        <translation>
            <numerusform>Schritt %1, %n gleichzeitig</numerusform>
            <numerusform>Schritt %1, %n gleichzeitig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="160"/>
        <source>The figures are from your own server: ShardScope sent it the requests and timed every answer as it streamed in, while each machine of the server sampled its network, CPUs and GPUs. Nothing here is simulated or predicted.</source>
        <translation>Die Werte stammen von Ihrem eigenen Server: ShardScope hat ihm die Anfragen geschickt und die Zeiten jeder Antwort beim Eintreffen gemessen, während jeder Rechner des Servers sein Netzwerk, seine CPUs und GPUs gemessen hat. Nichts hier ist simuliert oder vorhergesagt.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="166"/>
        <source>not detected</source>
        <translation>nicht erkannt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="168"/>
        <source>%1, version %2</source>
        <translation>%1, Version %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="173"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="174"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="176"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="177"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="178"/>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="179"/>
        <source>Server software</source>
        <translation>Server-Software</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="180"/>
        <source>Dialect</source>
        <translation>Dialekt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="181"/>
        <source>%1, detected</source>
        <translation>%1, erkannt</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="182"/>
        <source>%1, as given</source>
        <translation>%1, wie angegeben</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="183"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="184"/>
        <source>Layout</source>
        <translation>Anordnung</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="185"/>
        <source>%1 (as you said the server runs)</source>
        <translation>%1 (laut Ihrer Angabe zum Server)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="187"/>
        <source>%1 (as ShardScope started it)</source>
        <translation>%1 (so wie ShardScope ihn gestartet hat)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="189"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="190"/>
        <source>Requests sent from</source>
        <translation>Anfragen gesendet von</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="191"/>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="192"/>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="193"/>
        <source>Arrivals</source>
        <translation>Eintreffen der Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="194"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="195"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="196"/>
        <source>Targets</source>
        <translation>Zielwerte</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="199"/>
        <source>Measured with</source>
        <translation>Gemessen mit</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="200"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Item</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="215"/>
        <source>run %1 (%2)</source>
        <translation>Lauf %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="218"/>
        <source>The verdict compares the stored serving runs of this model on this host, %n in all: %1. Each ran the layout you said the server had.</source>
        <translation>
            <numerusform>Das Ergebnis beruht auf dem gespeicherten Serving-Lauf dieses Modells auf diesem Host (%n insgesamt): %1. Er lief in der Anordnung, die Sie für den Server angegeben haben.</numerusform>
            <numerusform>Das Ergebnis vergleicht die gespeicherten Serving-Läufe dieses Modells auf diesem Host, insgesamt %n: %1. Jeder lief in der Anordnung, die Sie für den Server angegeben haben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="228"/>
        <source>From runs %1 (split) and %2 (alone) and link test %3: each token&apos;s extra time is counted as round trips of the link plus the bytes on the wire, and the same count gives the other links.</source>
        <translation>Aus den Läufen %1 (aufgeteilt) und %2 (allein) und dem Verbindungstest %3: Die zusätzliche Zeit jedes Tokens wird als Umläufe der Verbindung plus die Bytes auf der Leitung gerechnet, und dieselbe Rechnung ergibt die anderen Verbindungen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="240"/>
        <source>The benchmark of ShardScope&apos;s own engine measures the model and the network, never a server&apos;s front end (HTTP, tokenizer, scheduler); a serving run of a model split over machines does. This is the rule&apos;s finding at %n request(s) at once (the goal&apos;s).</source>
        <translation>
            <numerusform>Der Benchmark mit ShardScopes eigener Engine misst das Modell und das Netzwerk, nie das Frontend eines Servers (HTTP, Tokenizer, Scheduler); ein Serving-Lauf eines auf mehrere Rechner aufgeteilten Modells tut das. Dies ist der Befund der Regel bei %n Anfrage gleichzeitig (der Zahl aus dem Ziel).</numerusform>
            <numerusform>Der Benchmark mit ShardScopes eigener Engine misst das Modell und das Netzwerk, nie das Frontend eines Servers (HTTP, Tokenizer, Scheduler); ein Serving-Lauf eines auf mehrere Rechner aufgeteilten Modells tut das. Dies ist der Befund der Regel bei %n gleichzeitigen Anfragen (der Zahl aus dem Ziel).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="257"/>
        <source>No step completed: there is nothing to chart.</source>
        <translation>Kein Schritt wurde abgeschlossen: Es gibt nichts darzustellen.</translation>
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
        <translation>%1 Anfragen/s (%2 %)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="292"/>
        <source>%1: the server&apos;s own timings disagree with what ShardScope measured by more than %2 %.</source>
        <translation>%1: Die eigenen Zeitmessungen des Servers weichen um mehr als %2 % von dem ab, was ShardScope gemessen hat.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>At once</source>
        <translation>Gleichzeitig</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="298"/>
        <source>Done / failed</source>
        <translation>Fertig / fehlgeschlagen</translation>
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
        <translation>Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="306"/>
        <source>TTFT: time to first token. TPOT: time per output token after the first. ITL: every gap between two pieces of an answer. Goodput: the requests that met every target of your goal, per second and as a share of those completed.</source>
        <translation>TTFT: Zeit bis zum ersten Token. TPOT: Zeit pro Ausgabetoken nach dem ersten. ITL: jeder Abstand zwischen zwei Stücken einer Antwort. Goodput: die Anfragen, die alle Ihre Ziele eingehalten haben, pro Sekunde und als Anteil der abgeschlossenen.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="324"/>
        <source>not sampled: %1</source>
        <translation>nicht gemessen: %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="332"/>
        <source>GPU %1: %2 % mean, %3 % peak</source>
        <translation>GPU %1: %2 % im Mittel, %3 % Spitze</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="339"/>
        <source>memory %1 of %2</source>
        <translation>Speicher %1 von %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="346"/>
        <source>%1&apos;s GPU %2 stayed below %3 % the whole of step %4 (%n at once): it did no work for this server.</source>
        <translation>
            <numerusform>GPU %2 von %1 blieb während des ganzen Schritts %4 (%n gleichzeitig) unter %3 %: Sie hat nicht für diesen Server gearbeitet.</numerusform>
            <numerusform>GPU %2 von %1 blieb während des ganzen Schritts %4 (%n gleichzeitig) unter %3 %: Sie hat nicht für diesen Server gearbeitet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="354"/>
        <source>%1 in, %2 out</source>
        <translation>%1 empfangen, %2 gesendet</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="360"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="362"/>
        <source>none sampled</source>
        <translation>keine gemessen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="368"/>
        <source>No machine was sampled: the run named none of the server&apos;s machines.</source>
        <translation>Kein Rechner wurde gemessen: Der Lauf hat keinen der Rechner des Servers genannt.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>CPU busy (mean)</source>
        <translation>CPU-Auslastung (Mittel)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Per output token</source>
        <translation>Pro Ausgabetoken</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="384"/>
        <source>You started this server yourself: ShardScope measured it and started nothing on your machines.</source>
        <translation>Sie haben diesen Server selbst gestartet: ShardScope hat ihn nur gemessen und auf Ihren Rechnern nichts gestartet.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>What</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Lines</source>
        <translation>Befehlszeilen</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="401"/>
        <source>rpc-server has no authentication: anyone who reaches its port can use the machine. ShardScope ran it only for the test, bound to the cluster address; run it the same way, on a network you trust, and stop it when you are done.</source>
        <translation>rpc-server hat keine Authentifizierung: Wer seinen Port erreicht, kann den Rechner nutzen. ShardScope hat ihn nur für den Test gestartet, gebunden an die Cluster-Adresse; starten Sie ihn genauso, nur in einem Netzwerk, dem Sie vertrauen, und beenden Sie ihn, wenn Sie fertig sind.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Design rule: complete serving path</source>
        <translation>Designregel: vollständiger Serving-Pfad</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>How the servers were started</source>
        <translation>Wie die Server gestartet wurden</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="420"/>
        <source>ShardScope serving report: run %1</source>
        <translation>ShardScope-Serving-Bericht: Lauf %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="421"/>
        <source>ShardScope serving report, run %1</source>
        <translation>ShardScope-Serving-Bericht, Lauf %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="422"/>
        <source>ShardScope serving report</source>
        <translation>ShardScope-Serving-Bericht</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="423"/>
        <source>Serving run %1 of %2 at %3. Created %4 with ShardScope %5.</source>
        <translation>Serving-Lauf %1 mit %2 unter %3. Erstellt am %4 mit ShardScope %5.</translation>
    </message>
</context>
<context>
    <name>SetupSheetDocument</name>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="50"/>
        <source>ShardScope setup sheet</source>
        <translation>ShardScope-Einrichtungsblatt</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="58"/>
        <source>Made %1 with ShardScope %2. Keep it with your machines: it says how they are set up, which checks passed and what the links measured, to compare against after a change.</source>
        <translation>Erstellt am %1 mit ShardScope %2. Bewahren Sie es bei Ihren Rechnern auf: Es hält fest, wie sie eingerichtet sind, welche Prüfungen bestanden wurden und was auf den Verbindungen gemessen wurde, damit Sie nach einer Änderung vergleichen können.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="62"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="71"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Cluster interface</source>
        <translation>Cluster-Schnittstelle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Inference software</source>
        <translation>Inferenz-Software</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="87"/>
        <source>Settings that keep the software on the cluster interface</source>
        <translation>Einstellungen, die die Software auf der Cluster-Schnittstelle halten</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="89"/>
        <source>Collective libraries pick an interface by themselves, and a VPN or container interface is often the one they pick. These settings name the right one; set them where you start the software.</source>
        <translation>Bibliotheken für kollektive Kommunikation wählen selbst eine Schnittstelle, und oft ist es eine VPN- oder Container-Schnittstelle. Diese Einstellungen geben die richtige an; setzen Sie sie dort, wo Sie die Software starten.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="94"/>
        <source>Launch lines that worked</source>
        <translation>Startbefehle, die funktioniert haben</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="96"/>
        <source>From serving run %1 of %2, which completed.</source>
        <translation>Aus dem Serving-Lauf %1 vom %2, der vollständig durchgelaufen ist.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="100"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="106"/>
        <source>No completed serving run with launch lines is stored yet. ShardScope keeps them when it starts llama.cpp for you, or when you run a server from the lines it shows.</source>
        <translation>Es ist noch kein abgeschlossener Serving-Lauf mit Startbefehlen gespeichert. ShardScope speichert sie, wenn es llama.cpp für Sie startet oder wenn Sie einen Server mit den Befehlen starten, die ShardScope anzeigt.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="110"/>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="116"/>
        <source>Still to do</source>
        <translation>Noch zu erledigen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="121"/>
        <source>Re-test after a change</source>
        <translation>Nach einer Änderung erneut testen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="124"/>
        <source>Re-test after changing cables, drivers, switch settings or software: run the setup check and a link test again and compare with the figures below.</source>
        <translation>Testen Sie erneut, nachdem Sie Kabel, Treiber, Switch-Einstellungen oder Software geändert haben: Führen Sie die Einrichtungsprüfung und einen Verbindungstest erneut aus und vergleichen Sie mit den Werten unten.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="127"/>
        <source>Baseline: link test %1 of %2.</source>
        <translation>Referenz: Verbindungstest %1 vom %2.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="128"/>
        <source>Newest complete link test: %1 of %2.</source>
        <translation>Neuester vollständiger Verbindungstest: %1 vom %2.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Round trip (p50)</source>
        <translation>Umlaufzeit (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream →</source>
        <translation>Ein Strom →</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream ←</source>
        <translation>Ein Strom ←</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="142"/>
        <source>No complete link test is stored yet: run one (the Network page, or shardscope-cli linktest --all) to have figures to compare against.</source>
        <translation>Es ist noch kein vollständiger Verbindungstest gespeichert: Führen Sie einen aus (auf der Netzwerkseite oder mit shardscope-cli linktest --all), damit Sie Werte zum Vergleichen haben.</translation>
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
        <translation>%1 (keine private Adresse)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="21"/>
        <source>every interface (%1)</source>
        <translation>allen Schnittstellen (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="29"/>
        <source>allow %1 in %2&apos;s firewall: %3 (&quot;inet filter input&quot; is the usual table and chain; &apos;sudo nft list ruleset&apos; shows the one of yours that drops)</source>
        <translation>Lassen Sie %1 in der Firewall von %2 zu: %3 (&quot;inet filter input&quot; ist die übliche Tabelle und Kette; &apos;sudo nft list ruleset&apos; zeigt, welche Ihrer Ketten die Pakete verwirft)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="33"/>
        <source>allow %1 in %2&apos;s firewall: %3</source>
        <translation>Lassen Sie %1 in der Firewall von %2 zu: %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="43"/>
        <source>Each machine has an interface for the cluster</source>
        <translation>Jeder Rechner hat eine Schnittstelle für den Cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="45"/>
        <source>One interface per subnet, no VPN or container interface in the way, one subnet for all</source>
        <translation>Eine Schnittstelle pro Subnetz, keine VPN- oder Container-Schnittstelle im Weg, ein Subnetz für alle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="47"/>
        <source>Fixed, unique addresses and host names</source>
        <translation>Feste, eindeutige Adressen und Hostnamen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="49"/>
        <source>Host names resolve to the cluster addresses</source>
        <translation>Hostnamen werden zu den Cluster-Adressen aufgelöst</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="51"/>
        <source>TCP reaches every machine on a port opened for the check</source>
        <translation>TCP erreicht jeden Rechner auf einem für die Prüfung geöffneten Port</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="53"/>
        <source>UDP reaches every machine</source>
        <translation>UDP erreicht jeden Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="55"/>
        <source>No router between the machines, full-size packets pass</source>
        <translation>Kein Router zwischen den Rechnern, Pakete in voller Größe kommen durch</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="57"/>
        <source>No inference server open to every network</source>
        <translation>Kein Inferenz-Server für alle Netzwerke offen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="59"/>
        <source>Host firewalls</source>
        <translation>Firewalls der Rechner</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="67"/>
        <source>not tested</source>
        <translation>nicht getestet</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="70"/>
        <source>problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="72"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="74"/>
        <source>reported</source>
        <translation>mit Hinweis</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="78"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="85"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="87"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="92"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="97"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="99"/>
        <source>%1 What to do: %2</source>
        <translation>%1 Was zu tun ist: %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="105"/>
        <source>No stored setup check covers these machines, so their interfaces, names, firewalls and the routers between them were not checked. Run the setup check (its page in the wizard, or shardscope-cli check) and measure again.</source>
        <translation>Keine gespeicherte Einrichtungsprüfung umfasst diese Rechner, daher wurden ihre Schnittstellen, Namen, Firewalls und die Router zwischen ihnen nicht geprüft. Führen Sie die Einrichtungsprüfung aus (ihre Seite im Assistenten oder shardscope-cli check) und messen Sie erneut.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="110"/>
        <source>Setup check %1 (%2) found nothing to fix between these machines.</source>
        <translation>Einrichtungsprüfung %1 (%2) fand zwischen diesen Rechnern nichts zu beheben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/SetupText.cpp" line="112"/>
        <source>Setup check %1 (%2) found %n thing(s) about these machines; the placement and congestion rules below take them into account:</source>
        <translation>
            <numerusform>Einrichtungsprüfung %1 (%2) fand %n Punkt zu diesen Rechnern; die Regeln zu Platzierung und Überlastung unten berücksichtigen ihn:</numerusform>
            <numerusform>Einrichtungsprüfung %1 (%2) fand %n Punkte zu diesen Rechnern; die Regeln zu Platzierung und Überlastung unten berücksichtigen sie:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="123"/>
        <source>wired</source>
        <translation>kabelgebunden</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="125"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="127"/>
        <source>loopback</source>
        <translation>Loopback</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="129"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="131"/>
        <source>bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="133"/>
        <source>container</source>
        <translation>Container</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="137"/>
        <source>virtual</source>
        <translation>virtuell</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="143"/>
        <source>no interface is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>keine Schnittstelle ist aktiv und hat eine Adresse, außer Loopback-, VPN- und Container-Schnittstellen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="146"/>
        <source>chosen by you, but there is no interface %1</source>
        <translation>von Ihnen gewählt, aber es gibt keine Schnittstelle %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="148"/>
        <source>chosen by you, but it is %1</source>
        <translation>von Ihnen gewählt, aber im Zustand %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="150"/>
        <source>chosen by you, but it has no IPv4 or global IPv6 address</source>
        <translation>von Ihnen gewählt, aber ohne IPv4- oder globale IPv6-Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="154"/>
        <source>up</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="156"/>
        <source>speed not reported</source>
        <translation>Geschwindigkeit nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="159"/>
        <source>in %1, which no other machine is in</source>
        <translation>in %1, in dem kein anderer Rechner ist</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="160"/>
        <source>in %1 with %2</source>
        <translation>in %1 mit %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="162"/>
        <source>carries the default route</source>
        <translation>hat die Standardroute</translation>
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
        <translation>von Ihnen gewählt: %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="171"/>
        <source>%1 has no interface that is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>%1 hat keine aktive Schnittstelle mit Adresse, außer Loopback-, VPN- und Container-Schnittstellen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="176"/>
        <source>%1 has no interface %2, the one chosen for the cluster</source>
        <translation>%1 hat keine Schnittstelle %2, obwohl sie für den Cluster gewählt ist</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="178"/>
        <source>%1&apos;s interface %2, chosen for the cluster, is %3</source>
        <translation>Die für den Cluster gewählte Schnittstelle %2 von %1 ist im Zustand %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="180"/>
        <source>%1&apos;s interface %2, chosen for the cluster, has no IPv4 or global IPv6 address</source>
        <translation>Die für den Cluster gewählte Schnittstelle %2 von %1 hat keine IPv4- oder globale IPv6-Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="184"/>
        <source>%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may not be the cluster interface, and answers may leave by the other</source>
        <translation>%1 hat %2 Schnittstellen in %3: %4; der Kernel sendet über eine einzige Route, die vielleicht nicht die Cluster-Schnittstelle ist, und Antworten verlassen den Rechner womöglich über die andere</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="188"/>
        <source>%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an interface by themselves and may take it, which sends the model&apos;s traffic through it, slowly, or to where the other machines cannot answer</source>
        <translation>Auf %1 ist die Schnittstelle %3 (%2) aktiv, mit %4: NCCL, Gloo und andere wählen selbst eine Schnittstelle und nehmen womöglich diese; dann läuft der Datenverkehr des Modells langsam über sie oder dorthin, wo die anderen Rechner nicht antworten können</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="193"/>
        <source>the cluster interfaces are in %1 subnets: %2; traffic between them goes through a router, when there is one</source>
        <translation>Die Cluster-Schnittstellen liegen in %1 Subnetzen: %2; der Datenverkehr zwischen ihnen läuft über einen Router, falls es einen gibt</translation>
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
        <translation>Datenverkehr von %1 an %2 (%3) verlässt den Rechner über %4, nicht über die Cluster-Schnittstelle %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="201"/>
        <source>%1&apos;s cluster address %2 is from IPv6 autoconfiguration: it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>Die Cluster-Adresse %2 von %1 stammt aus der IPv6-Autokonfiguration: Die Gültigkeit endet in %3 s, wenn sie nicht erneuert wird, und danach kommt vielleicht eine andere Adresse, was jede Einstellung und jeden Startbefehl mit dieser Adresse unbrauchbar macht</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="206"/>
        <source>%1&apos;s cluster address %2 is leased (from DHCP): it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>Die Cluster-Adresse %2 von %1 ist per DHCP nur geliehen: Die Leihfrist endet in %3 s, wenn sie nicht erneuert wird, und danach kommt vielleicht eine andere Adresse, was jede Einstellung und jeden Startbefehl mit dieser Adresse unbrauchbar macht</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="212"/>
        <source>%1 both have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 haben beide den Hostnamen %2: Software, die ihre Gegenstellen über den Hostnamen findet (Gloo, Ray, vLLM), kann sie nicht unterscheiden</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="215"/>
        <source>%1 all have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 haben alle den Hostnamen %2: Software, die ihre Gegenstellen über den Hostnamen findet (Gloo, Ray, vLLM), kann sie nicht unterscheiden</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="219"/>
        <source>%1 all use the cluster address %2: packets for it reach one of them</source>
        <translation>%1 verwenden alle die Cluster-Adresse %2: Pakete an diese Adresse erreichen nur einen von ihnen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="222"/>
        <source>%1 cannot resolve %2&apos;s name %3 (%4)</source>
        <translation>%1 kann den Namen %3 von %2 nicht auflösen (%4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="225"/>
        <source>%1 resolves %2 to %3, but %4&apos;s cluster address is %5</source>
        <translation>%1 löst %2 zu %3 auf, aber die Cluster-Adresse von %4 ist %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="226"/>
        <source>%1&apos;s name %2</source>
        <translation>den Namen %2 von %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="229"/>
        <source>%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find this machine&apos;s address by its name and would tell the other machines to connect to %3, which is each one itself</source>
        <translation>%1 löst seinen eigenen Namen %2 zuerst zu %3 auf: Gloo, vLLM und PyTorch ermitteln die Adresse dieses Rechners über seinen Namen und würden den anderen Rechnern sagen, sich mit %3 zu verbinden, also jeweils mit sich selbst</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="235"/>
        <source>%1 cannot resolve its own name %2 (%3): software that finds this machine&apos;s address by its name fails on it</source>
        <translation>%1 kann seinen eigenen Namen %2 nicht auflösen (%3): Software, die die Adresse dieses Rechners über seinen Namen ermittelt, scheitert daran</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="238"/>
        <source>%1 resolves its own name %2 to %3, not to its cluster address %4: software that finds this machine&apos;s address by its name tells the others to use %3</source>
        <translation>%1 löst seinen eigenen Namen %2 zu %3 auf, nicht zu seiner Cluster-Adresse %4: Software, die die Adresse dieses Rechners über seinen Namen ermittelt, sagt den anderen, sie sollen %3 verwenden</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="242"/>
        <source>TCP from %1 to a port that %2 opened for this check got no answer: a firewall on %2 (or on the way) drops it, and would drop the ports NCCL, Gloo and llama.cpp pick too</source>
        <translation>TCP von %1 an einen Port, den %2 für diese Prüfung geöffnet hat, bekam keine Antwort: Eine Firewall auf %2 (oder auf dem Weg) verwirft es und würde auch die Ports verwerfen, die NCCL, Gloo und llama.cpp wählen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="248"/>
        <source>TCP from %1 to a port that %2 opened for this check was rejected (%3), though both are in %4: a firewall on %2 rejects it</source>
        <translation>TCP von %1 an einen Port, den %2 für diese Prüfung geöffnet hat, wurde abgewiesen (%3), obwohl beide in %4 sind: Eine Firewall auf %2 weist es ab</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="251"/>
        <source>TCP from %1 to a port that %2 opened for this check was refused (%3): a firewall rejects it</source>
        <translation>TCP von %1 an einen Port, den %2 für diese Prüfung geöffnet hat, wurde zurückgewiesen (%3): Eine Firewall weist es ab</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="255"/>
        <source>%1 has no way to %2&apos;s cluster address %3 (%4)</source>
        <translation>%1 hat keinen Weg zur Cluster-Adresse %3 von %2 (%4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="258"/>
        <source>none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked (NCCL, Gloo and llama.cpp use TCP; discovery such as exo&apos;s, and ShardScope&apos;s latency probes, use UDP)</source>
        <translation>Keines der %1 UDP-Datagramme von %2 an %3 kam zurück: UDP ist blockiert (NCCL, Gloo und llama.cpp verwenden TCP; die Erkennung anderer Rechner, etwa bei exo, und die Latenzmessungen von ShardScope verwenden UDP)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="264"/>
        <source>A router between %1 and %2 (the echo arrived with TTL %3): every packet crosses it, which adds latency and often limits the rate</source>
        <translation>Ein Router zwischen %1 und %2 (das Echo kam mit TTL %3 an): Jedes Paket läuft über ihn, was die Latenz erhöht und oft den Durchsatz begrenzt</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="267"/>
        <source>%1 routers between %2 and %3 (the echo arrived with TTL %4): every packet crosses them, which adds latency and often limits the rate</source>
        <translation>%1 Router zwischen %2 und %3 (das Echo kam mit TTL %4 an): Jedes Paket läuft über sie, was die Latenz erhöht und oft den Durchsatz begrenzt</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="271"/>
        <source>the path from %1 to %2 carries packets of %3 bytes, but both interfaces are set to %4: larger packets are dropped or split on the way</source>
        <translation>Der Weg von %1 zu %2 lässt Pakete bis %3 Byte durch, aber beide Schnittstellen sind auf %4 eingestellt: Größere Pakete werden unterwegs verworfen oder aufgeteilt</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="276"/>
        <source>%1 → %2: TCP could not be tried (%3)</source>
        <translation>%1 → %2: TCP konnte nicht versucht werden (%3)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="277"/>
        <source>%1 → %2 could not be tested: %3</source>
        <translation>%1 → %2 konnte nicht getestet werden: %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="280"/>
        <source>something on %1 listens on %2, port %3, %4&apos;s default port (the agent cannot see which process: another user&apos;s): if it is %4, every network %1 is on can use it</source>
        <translation>Etwas auf %1 lauscht auf %2, Port %3, dem Standardport von %4 (der Agent kann nicht sehen, welcher Prozess: der eines anderen Benutzers): Falls es %4 ist, kann jedes Netzwerk, in dem %1 ist, darauf zugreifen</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="284"/>
        <source>%1 on %2 listens on %3, port %4: every network %2 is on can use it, Wi-Fi, VPN and container networks too</source>
        <translation>%1 auf %2 lauscht auf %3, Port %4: Jedes Netzwerk, in dem %2 ist, kann darauf zugreifen, auch WLAN-, VPN- und Container-Netzwerke</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="288"/>
        <source>rpc-server on %1 listens on %2, port %3: anyone who reaches it can run code on %1 (rpc-server has no authentication, and llama.cpp says never to expose it)</source>
        <translation>rpc-server auf %1 lauscht auf %2, Port %3: Wer ihn erreicht, kann Code auf %1 ausführen (rpc-server hat keine Authentifizierung, und llama.cpp rät, ihn nie offen erreichbar zu machen)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="293"/>
        <source>%1 has a firewall whose rules could not be read (%2)</source>
        <translation>%1 hat eine Firewall, deren Regeln nicht gelesen werden konnten (%2)</translation>
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
        <translation>%1 hat eine aktive Firewall (%2): ShardScope ändert sie nie</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="307"/>
        <source>connect %1 to the cluster&apos;s switch and give it an address</source>
        <translation>Verbinden Sie %1 mit dem Switch des Clusters und geben Sie ihm eine Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="309"/>
        <source>choose another cluster interface for %1, or bring %2 up with an address</source>
        <translation>Wählen Sie eine andere Cluster-Schnittstelle für %1, oder aktivieren Sie %2 mit einer Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="312"/>
        <source>keep one interface of %1 in %2 (take the address off the others), or pin the software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</source>
        <translation>Behalten Sie nur eine Schnittstelle von %1 in %2 (entfernen Sie die Adresse von den anderen), oder stellen Sie die Software fest auf %3 ein (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="316"/>
        <source>pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</source>
        <translation>Stellen Sie die Software auf %1 fest auf %2 ein: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="317"/>
        <source>&lt;cluster interface&gt;</source>
        <translation>&lt;Cluster-Schnittstelle&gt;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="319"/>
        <source>put every machine&apos;s cluster interface in one subnet, on one switch</source>
        <translation>Bringen Sie die Cluster-Schnittstellen aller Rechner in ein gemeinsames Subnetz an einem Switch</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="321"/>
        <source>take %1 out of %2&apos;s subnet, or check the routes on %3 (ip route get %4)</source>
        <translation>Nehmen Sie %1 aus dem Subnetz von %2, oder prüfen Sie die Routen auf %3 (ip route get %4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="325"/>
        <source>give %1 a static IPv6 address, or use its IPv4 address for the cluster</source>
        <translation>Geben Sie %1 eine statische IPv6-Adresse, oder verwenden Sie seine IPv4-Adresse für den Cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="326"/>
        <source>reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a static address</source>
        <translation>Reservieren Sie %1 für %2 (%3) auf Ihrem Router (eine DHCP-Reservierung), oder geben Sie %2 eine statische Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="328"/>
        <source>MAC %1</source>
        <translation>MAC %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="330"/>
        <source>give each machine its own name: hostnamectl set-hostname &lt;name&gt;, and the same name in the other machines&apos; /etc/hosts or your DNS</source>
        <translation>Geben Sie jedem Rechner einen eigenen Namen: hostnamectl set-hostname &lt;name&gt;, und tragen Sie denselben Namen in /etc/hosts der anderen Rechner oder in Ihrem DNS ein</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="333"/>
        <source>give each machine its own address</source>
        <translation>Geben Sie jedem Rechner eine eigene Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="335"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3, or give %2 a DNS entry on your router</source>
        <translation>Tragen Sie &quot;%1 %2&quot; in /etc/hosts auf %3 ein, oder geben Sie %2 einen DNS-Eintrag auf Ihrem Router</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="338"/>
        <source>fix /etc/hosts on %1 or your DNS: &quot;%2 %3&quot;</source>
        <translation>Korrigieren Sie /etc/hosts auf %1 oder Ihr DNS: &quot;%2 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="340"/>
        <source>in /etc/hosts on %1, replace the line with %2 and %3 by &quot;%4 %3&quot;</source>
        <translation>Ersetzen Sie in /etc/hosts auf %1 die Zeile mit %2 und %3 durch &quot;%4 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="344"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3</source>
        <translation>Tragen Sie &quot;%1 %2&quot; in /etc/hosts auf %3 ein</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="345"/>
        <source>make &quot;%1 %2&quot; the first line for %2 in /etc/hosts on %3, or pin the software to %4 (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</source>
        <translation>Machen Sie &quot;%1 %2&quot; zur ersten Zeile für %2 in /etc/hosts auf %3, oder stellen Sie die Software fest auf %4 ein (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="353"/>
        <source>put both on one subnet, or give %1 a route to %2</source>
        <translation>Bringen Sie beide in ein gemeinsames Subnetz, oder geben Sie %1 eine Route zu %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="355"/>
        <source>connect %1 and %2 to one switch, in one subnet</source>
        <translation>Verbinden Sie %1 und %2 mit demselben Switch, in einem gemeinsamen Subnetz</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="357"/>
        <source>set one MTU on both machines and on every switch port between them, for example %1 on both: &apos;sudo ip link set %2 mtu %1&apos; on %3, &apos;sudo ip link set %4 mtu %1&apos; on %5</source>
        <translation>Stellen Sie auf beiden Rechnern und an jedem Switch-Port dazwischen dieselbe MTU ein, zum Beispiel %1 auf beiden: &apos;sudo ip link set %2 mtu %1&apos; auf %3, &apos;sudo ip link set %4 mtu %1&apos; auf %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="363"/>
        <source>bind it to the cluster address</source>
        <translation>Binden Sie den Dienst an die Cluster-Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="364"/>
        <source>bind it to the cluster address %1 (%2), or allow port %3 only from %4 in the firewall</source>
        <translation>Binden Sie den Dienst an die Cluster-Adresse %1 (%2), oder lassen Sie Port %3 in der Firewall nur aus %4 zu</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="365"/>
        <source>its host option</source>
        <translation>seine Host-Option</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="371"/>
        <source>if the reach test shows drops, %1</source>
        <translation>Falls der Erreichbarkeitstest verworfene Pakete zeigt: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DeployPage</name>
    <message>
        <location filename="../ui/DeployPage.cpp" line="43"/>
        <source>Put the agent on your machines</source>
        <translation>Den Agenten auf Ihre Rechner bringen</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="53"/>
        <source>&amp;Deploy</source>
        <translation>&amp;Bereitstellen</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="55"/>
        <source>Copy the agent to every machine and check that it starts; machines that have it already are only checked</source>
        <translation>Den Agenten auf jeden Rechner kopieren und prüfen, ob er startet; Rechner, die ihn schon haben, werden nur geprüft</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="57"/>
        <source>&amp;Retry failed</source>
        <translation>Fehlgeschlagene erneut &amp;versuchen</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="59"/>
        <source>Deploy again to the machines where it failed or was cancelled</source>
        <translation>Erneut auf die Rechner bringen, bei denen es fehlgeschlagen ist oder abgebrochen wurde</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="63"/>
        <source>Delete everything ShardScope put on the machines</source>
        <translation>Alles löschen, was ShardScope auf die Rechner gebracht hat</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="65"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="90"/>
        <source>M&amp;achines:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="44"/>
        <source>ShardScope copies its small agent program to each machine, into a folder of its own in the login user&apos;s home (~/.cache/shardscope). It needs no administrator rights and installs nothing else; &quot;Remove from machines&quot; deletes the folder again.</source>
        <translation>ShardScope kopiert sein kleines Agentenprogramm auf jeden Rechner, in einen eigenen Ordner im Home-Verzeichnis des Anmeldebenutzers (~/.cache/shardscope). Dafür sind keine Administratorrechte nötig, und sonst wird nichts installiert; „Von den Rechnern entfernen“ löscht den Ordner wieder.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="52"/>
        <source>Machines done</source>
        <translation>Fertige Rechner</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="61"/>
        <source>Re&amp;move from machines…</source>
        <translation>Von den Rechnern en&amp;tfernen …</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="167"/>
        <source>Remove ShardScope from the machines?</source>
        <translation>ShardScope von den Rechnern entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="168"/>
        <source>This deletes the folder %1 on each of these machines: %2.</source>
        <translation>Dies löscht den Ordner %1 auf jedem dieser Rechner: %2.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="174"/>
        <source>The folder holds only what ShardScope put there: its agent. Nothing else on the machines is touched, and your list of machines and their inventories stay. Deploy puts the agent back at any time.</source>
        <translation>Der Ordner enthält nur, was ShardScope dort abgelegt hat: seinen Agenten. Sonst wird auf den Rechnern nichts angerührt, und Ihre Rechnerliste und deren Erfassungen bleiben erhalten. „Bereitstellen“ bringt den Agenten jederzeit zurück.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="177"/>
        <source>&amp;Delete the folder</source>
        <translation>Ordner &amp;löschen</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="272"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="298"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="315"/>
        <source>There are no other machines yet. Go back and add them with Add… or Import from SSH config…; this computer needs no deployment.</source>
        <translation>Es gibt noch keine weiteren Rechner. Gehen Sie zurück und fügen Sie sie mit „Hinzufügen …“ oder „Importieren aus SSH-Konfiguration …“ hinzu; dieser Computer braucht keine Bereitstellung.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="318"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="321"/>
        <source>Removing ShardScope from %1 machines…</source>
        <translation>ShardScope wird von %1 Rechnern entfernt …</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="322"/>
        <source>Deploying to %1 machines… The others go on when one fails.</source>
        <translation>Bereitstellung auf %1 Rechnern … Wenn einer scheitert, machen die anderen weiter.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="326"/>
        <source>The agent is ready on %1 of %2 machines.</source>
        <translation>Der Agent ist auf %1 von %2 Rechnern bereit.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="328"/>
        <source>Fix what the messages below say, then click Retry failed.</source>
        <translation>Beheben Sie, was die Meldungen unten sagen, und klicken Sie dann auf „Fehlgeschlagene erneut versuchen“.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DialogNodeInteraction</name>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="30"/>
        <source>Unknown host key</source>
        <translation>Unbekannter Host-Schlüssel</translation>
    </message>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="38"/>
        <source>&amp;Trust and connect</source>
        <translation>&amp;Vertrauen und verbinden</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ExportPage</name>
    <message>
        <location filename="../ui/ExportPage.cpp" line="36"/>
        <source>PDF report</source>
        <translation>PDF-Bericht</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="38"/>
        <source>raw samples (CSV)</source>
        <translation>Rohdaten (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="40"/>
        <source>summary (CSV)</source>
        <translation>Zusammenfassung (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="42"/>
        <source>whole report (JSON)</source>
        <translation>Gesamtbericht (JSON)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="53"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="58"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="87"/>
        <source>Keep the results</source>
        <translation>Ergebnisse sichern</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="89"/>
        <source>Save the run shown on the Results page as a PDF report to read or share, or its numbers as CSV and JSON files for a spreadsheet or a script. Every run also stays in the history.</source>
        <translation>Speichern Sie den auf der Ergebnisseite gezeigten Lauf als PDF-Bericht zum Lesen oder Weitergeben, oder seine Zahlen als CSV- und JSON-Dateien für eine Tabellenkalkulation oder ein Skript. Jeder Lauf bleibt außerdem im Verlauf erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="99"/>
        <source>Save &amp;PDF report…</source>
        <translation>&amp;PDF-Bericht speichern …</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="100"/>
        <source>Save raw &amp;samples (CSV)…</source>
        <translation>&amp;Rohdaten speichern (CSV) …</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="103"/>
        <source>Save s&amp;ummary (CSV)…</source>
        <translation>Z&amp;usammenfassung speichern (CSV) …</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="104"/>
        <source>Save whole report (&amp;JSON)…</source>
        <translation>Gesamtbericht speichern (&amp;JSON) …</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="106"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf …</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="117"/>
        <source>The verdict, the charts, the link matrix, the percentile tables, the configuration and the design-rule checklist, ready to print.</source>
        <translation>Das Ergebnis, die Diagramme, die Verbindungsmatrix, die Perzentil-Tabellen, die Konfiguration und die Checkliste der Designregeln, fertig zum Drucken.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="121"/>
        <source>One row per layout and concurrency with its percentiles (time to first token, time between tokens, whole request) and tokens per second.</source>
        <translation>Eine Zeile pro Anordnung und Anzahl gleichzeitiger Anfragen mit ihren Perzentilen (Zeit bis zum ersten Token, Zeit zwischen Tokens, ganze Anfrage) und den Tokens pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="126"/>
        <source>Every measured step of every machine: wall time, communication time and bytes sent, so any figure can be recomputed.</source>
        <translation>Jeder gemessene Schritt jedes Rechners: Gesamtdauer, Kommunikationszeit und gesendete Bytes, sodass sich jeder Wert nachrechnen lässt.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="131"/>
        <source>Everything above in one file for scripts: configuration, results, link model, verdict, what-if and checklist.</source>
        <translation>Alles oben Genannte in einer Datei für Skripte: Konfiguration, Messwerte, Verbindungsmodell, Ergebnis, Was-wäre-wenn und Checkliste.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="135"/>
        <source>Every stored run: compare two, mark a baseline, delete old ones, or run one again with the same settings.</source>
        <translation>Jeder gespeicherte Lauf: zwei vergleichen, eine Referenz markieren, alte löschen oder einen mit denselben Einstellungen erneut ausführen.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="218"/>
        <source>Serving run %1: %2 at %3, started %4.</source>
        <translation>Serving-Lauf %1: %2 unter %3, gestartet am %4.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="221"/>
        <source>a model not named</source>
        <translation>ein Modell ohne Namen</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="230"/>
        <source>Run %1: %2 on %3, started %4.</source>
        <translation>Lauf %1: %2 auf %3, gestartet am %4.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="238"/>
        <source>No benchmark has run yet: there is nothing to save. Run one on the Inference page, or open an older run from the history.</source>
        <translation>Es ist noch kein Benchmark gelaufen: Es gibt nichts zu speichern. Führen Sie einen auf der Inferenzseite aus, oder öffnen Sie einen älteren Lauf aus dem Verlauf.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="241"/>
        <source>Run %1 cannot be read: %2.</source>
        <translation>Lauf %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="268"/>
        <source>Save the %1</source>
        <translation>%1 speichern</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="281"/>
        <source>There is no run to save: %1.</source>
        <translation>Es gibt keinen Lauf zum Speichern: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="331"/>
        <source>Saved the %1 as %2.</source>
        <translation>%1 als %2 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="347"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="349"/>
        <source>%1 could not be saved: the folder %2 does not exist. Choose an existing folder, or create it first.</source>
        <translation>%1 konnte nicht gespeichert werden: Der Ordner %2 existiert nicht. Wählen Sie einen vorhandenen Ordner, oder legen Sie ihn zuerst an.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="355"/>
        <source>%1 could not be saved: you may not write to the folder %2. Choose a folder of your own, such as your Documents folder.</source>
        <translation>%1 konnte nicht gespeichert werden: Sie dürfen nicht in den Ordner %2 schreiben. Wählen Sie einen eigenen Ordner, etwa Ihren Dokumente-Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="363"/>
        <source>%1 could not be saved: the disk that holds %2 is full. Free some space, or choose a folder on another disk.</source>
        <translation>%1 konnte nicht gespeichert werden: Der Datenträger mit %2 ist voll. Geben Sie Speicherplatz frei, oder wählen Sie einen Ordner auf einem anderen Datenträger.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="369"/>
        <source>%1 could not be saved: a folder has that name. Choose another file name.</source>
        <translation>%1 konnte nicht gespeichert werden: Ein Ordner trägt diesen Namen. Wählen Sie einen anderen Dateinamen.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::GoalPage</name>
    <message>
        <location filename="../ui/GoalPage.cpp" line="36"/>
        <source>Tiny test model (runs in seconds)</source>
        <translation>Winziges Testmodell (läuft in Sekunden)</translation>
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
        <translation>%1 Milliarden Parameter</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="55"/>
        <source>%1 million parameters</source>
        <translation>%1 Millionen Parameter</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="90"/>
        <source>What do you want to run?</source>
        <translation>Was möchten Sie ausführen?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="91"/>
        <source>Choose the model and how you will use it. ShardScope then measures exactly this: on one machine, and split across your machines.</source>
        <translation>Wählen Sie das Modell und wie Sie es nutzen werden. ShardScope misst dann genau das: auf einem Rechner und verteilt auf Ihre Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="102"/>
        <source>Custom shape…</source>
        <translation>Eigene Modellform …</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="103"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="107"/>
        <source>Custom shape</source>
        <translation>Eigene Modellform</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>&amp;Layers:</source>
        <translation>&amp;Schichten:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>Transformer blocks, one after another</source>
        <translation>Transformer-Blöcke, einer nach dem anderen</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>&amp;Hidden size:</source>
        <translation>&amp;Hidden-Größe:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>Width of the model: numbers per token between the layers</source>
        <translation>Breite des Modells: Zahlen pro Token zwischen den Schichten</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="125"/>
        <source>&amp;Query heads:</source>
        <translation>&amp;Query-Heads:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="126"/>
        <source>Attention heads; tensor parallel splits them over the machines</source>
        <translation>Attention-Heads; Tensor-Parallelität verteilt sie auf die Rechner</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="127"/>
        <source>&amp;KV heads:</source>
        <translation>&amp;KV-Heads:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="128"/>
        <source>Key/value heads (grouped-query attention); they divide the query heads</source>
        <translation>Key/Value-Heads (Grouped-Query Attention); die Zahl der Query-Heads muss ein Vielfaches davon sein</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Head dime&amp;nsion:</source>
        <translation>Head-Dime&amp;nsion:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Numbers per attention head</source>
        <translation>Zahlen pro Attention-Head</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>&amp;Intermediate size:</source>
        <translation>&amp;Intermediate-Größe:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>Width of the feed-forward part of each layer</source>
        <translation>Breite des Feed-Forward-Teils jeder Schicht</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vokabular:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>Tokens the model knows</source>
        <translation>Tokens, die das Modell kennt</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="135"/>
        <source>bf16: 2 bytes per weight (the usual choice)</source>
        <translation>bf16: 2 Byte pro Gewicht (die übliche Wahl)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="136"/>
        <source>f16: 2 bytes per weight (GPU only)</source>
        <translation>f16: 2 Byte pro Gewicht (nur GPU)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="137"/>
        <source>f32: 4 bytes per weight (twice the memory)</source>
        <translation>f32: 4 Byte pro Gewicht (doppelter Speicherbedarf)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="138"/>
        <source>q8_0: about 1 byte per weight, as llama.cpp&apos;s Q8_0 files (CPU only for now)</source>
        <translation>q8_0: etwa 1 Byte pro Gewicht, wie die Q8_0-Dateien von llama.cpp (vorerst nur CPU)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="141"/>
        <source>q4_0: about half a byte per weight, as llama.cpp&apos;s Q4_0 files (CPU only for now)</source>
        <translation>q4_0: etwa ein halbes Byte pro Gewicht, wie die Q4_0-Dateien von llama.cpp (vorerst nur CPU)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="143"/>
        <source>&amp;Data type:</source>
        <translation>&amp;Datentyp:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="146"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="154"/>
        <source>How will you use it?</source>
        <translation>Wie werden Sie es nutzen?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="162"/>
        <source>One &amp;person chatting</source>
        <translation>Eine &amp;Person chattet</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="163"/>
        <source>Latency matters: the answer should start quickly and flow smoothly.</source>
        <translation>Latenz zählt: Die Antwort soll schnell beginnen und flüssig kommen.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="164"/>
        <source>Many &amp;requests at once</source>
        <translation>Viele &amp;Anfragen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="165"/>
        <source>Throughput matters: as many tokens per second as possible over all requests together.</source>
        <translation>Durchsatz zählt: so viele Tokens pro Sekunde wie möglich über alle Anfragen zusammen.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="166"/>
        <source>B&amp;oth</source>
        <translation>&amp;Beides</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="167"/>
        <source>The most tokens per second that still keeps each answer quick.</source>
        <translation>Die meisten Tokens pro Sekunde, bei denen jede Antwort noch schnell kommt.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="182"/>
        <source>Targets (optional)</source>
        <translation>Ziele (optional)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="183"/>
        <source>Time to fir&amp;st token at most:</source>
        <translation>Zeit bis zum &amp;ersten Token höchstens:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="190"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="192"/>
        <source>Time per output &amp;token at most:</source>
        <translation>Zeit pro Ausgabe&amp;token höchstens:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="198"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="201"/>
        <source>Time to first token: how long you wait until the answer starts. Time per output token: how fast it then flows; 100 ms is 10 tokens a second, faster than most people read. The verdict says whether each setup meets them.</source>
        <translation>Zeit bis zum ersten Token: wie lange Sie warten, bis die Antwort beginnt. Zeit pro Ausgabetoken: wie schnell sie dann fließt; 100 ms sind 10 Tokens pro Sekunde, schneller als die meisten Menschen lesen. Das Ergebnis sagt, ob jede Anordnung die Ziele einhält.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="217"/>
        <source>NVIDIA GPUs (CUDA)</source>
        <translation>NVIDIA-GPUs (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="218"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="219"/>
        <source>&amp;Compute with:</source>
        <translation>&amp;Rechnen mit:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Memory for the model</source>
        <translation>Speicher für das Modell</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Holds it alone</source>
        <translation>Fasst es allein</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="231"/>
        <source>Memory of each machine</source>
        <translation>Speicher jedes Rechners</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="243"/>
        <source>Where it runs and whether it fits</source>
        <translation>Wo es läuft und ob es passt</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="255"/>
        <source>What the network will carry</source>
        <translation>Was über das Netzwerk läuft</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="425"/>
        <source>This shape cannot be built: %1.</source>
        <translation>Diese Modellform lässt sich nicht bauen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="428"/>
        <source>%1, %2 layers. ShardScope runs a model of this shape with random weights: the arithmetic and the network traffic are those of the real model, and nothing is downloaded.</source>
        <translation>%1, %2 Schichten. ShardScope führt ein Modell dieser Form mit zufälligen Gewichten aus: Rechenarbeit und Netzwerkverkehr sind die des echten Modells, und nichts wird heruntergeladen.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="439"/>
        <source>The custom shape cannot be built: %1. Change its numbers or choose a preset.</source>
        <translation>Die eigene Modellform lässt sich nicht bauen: %1. Ändern Sie ihre Zahlen oder wählen Sie eine Vorlage.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="443"/>
        <source>The CPU computes in bf16, f32, q8_0 or q4_0, not f16: choose one of those, or compute with NVIDIA GPUs.</source>
        <translation>Die CPU rechnet in bf16, f32, q8_0 oder q4_0, nicht in f16: Wählen Sie eines davon, oder rechnen Sie mit NVIDIA-GPUs.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="448"/>
        <source>ShardScope&apos;s GPU engine computes in bf16, f16 or f32; q8_0 and q4_0 run on CPUs for now.</source>
        <translation>Die GPU-Engine von ShardScope rechnet in bf16, f16 oder f32; q8_0 und q4_0 laufen vorerst nur auf CPUs.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="452"/>
        <source>The model cannot be stored this way: %1.</source>
        <translation>Das Modell lässt sich so nicht speichern: %1.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="487"/>
        <source>With CUDA the model lives in GPU memory: what counts is the memory of all NVIDIA GPUs of a machine together.</source>
        <translation>Mit CUDA liegt das Modell im GPU-Speicher: Es zählt der Speicher aller NVIDIA-GPUs eines Rechners zusammen.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="489"/>
        <source>With the CPU the model lives in main memory (RAM): what counts here is each machine&apos;s RAM, not its GPU memory.</source>
        <translation>Mit der CPU liegt das Modell im Arbeitsspeicher (RAM): Hier zählt der RAM jedes Rechners, nicht sein GPU-Speicher.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="493"/>
        <source>The model needs about %1: %2 for the weights, %3 for the KV cache and %5 of working space. The KV cache is sized for the plan&apos;s highest concurrency, %n request(s) at once of %4 tokens each (prompt and answer); the Inference page sets the concurrencies.</source>
        <translation>
            <numerusform>Das Modell braucht etwa %1: %2 für die Gewichte, %3 für den KV-Cache und %5 als Arbeitsbereich. Der KV-Cache ist für die höchste Anzahl gleichzeitiger Anfragen des Plans bemessen, %n Anfrage mit %4 Tokens (Prompt und Antwort); die Inferenzseite legt fest, wie viele Anfragen gleichzeitig laufen.</numerusform>
            <numerusform>Das Modell braucht etwa %1: %2 für die Gewichte, %3 für den KV-Cache und %5 als Arbeitsbereich. Der KV-Cache ist für die höchste Anzahl gleichzeitiger Anfragen des Plans bemessen, %n gleichzeitige Anfragen mit je %4 Tokens (Prompt und Antwort); die Inferenzseite legt fest, wie viele Anfragen gleichzeitig laufen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="508"/>
        <source>unknown: inventory it on the Machines page</source>
        <translation>unbekannt: Erfassen Sie ihn auf der Seite „Ihre Rechner“</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="510"/>
        <source>%1 on %n GPU(s)</source>
        <translation>
            <numerusform>%1 auf %n GPU</numerusform>
            <numerusform>%1 auf %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="513"/>
        <source>%1 RAM</source>
        <translation>%1 RAM</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HistoryDialog</name>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="58"/>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="60"/>
        <source>Link test</source>
        <translation>Verbindungstest</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="118"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="119"/>
        <source>Number format</source>
        <translation>Zahlenformat</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="120"/>
        <source>Runs on (CPU or GPU)</source>
        <translation>Läuft auf (CPU oder GPU)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="121"/>
        <source>Prompt length (tokens)</source>
        <translation>Prompt-Länge (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="122"/>
        <source>Answer length (tokens)</source>
        <translation>Antwortlänge (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="123"/>
        <source>Warm-up steps</source>
        <translation>Aufwärmschritte</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="125"/>
        <source>Random seed</source>
        <translation>Zufalls-Seed</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="126"/>
        <source>CPU threads per machine</source>
        <translation>CPU-Threads pro Rechner</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="127"/>
        <source>Layouts</source>
        <translation>Anordnungen</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="128"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="129"/>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="130"/>
        <source>Target time to first token (ms)</source>
        <translation>Zielzeit bis zum ersten Token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="131"/>
        <source>Target time per token (ms)</source>
        <translation>Zielzeit pro Token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="132"/>
        <source>ShardScope version</source>
        <translation>ShardScope-Version</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="133"/>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="134"/>
        <source>Sets of machines</source>
        <translation>Rechnergruppen</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="135"/>
        <source>Milliseconds per phase</source>
        <translation>Millisekunden pro Phase</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="136"/>
        <source>Parallel streams</source>
        <translation>Parallele Ströme</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="137"/>
        <source>Latency probes</source>
        <translation>Latenzproben</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="115"/>
        <source>Address of %1</source>
        <translation>Adresse von %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="62"/>
        <location filename="../ui/HistoryDialog.cpp" line="710"/>
        <source>Your server</source>
        <translation>Ihr Server</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="64"/>
        <source>Setup check</source>
        <translation>Einrichtungsprüfung</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="124"/>
        <source>Timed prefills (time to first token)</source>
        <translation>Gemessene Prefills (Zeit bis zum ersten Token)</translation>
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
        <translation>Ein Lauf, der noch läuft, kann nicht gelöscht werden: Warten Sie, bis er fertig ist, oder brechen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="191"/>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="209"/>
        <source>History of runs</source>
        <translation>Verlauf der Läufe</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="215"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="223"/>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="229"/>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="231"/>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="245"/>
        <source>Stored runs</source>
        <translation>Gespeicherte Läufe</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="443"/>
        <source>Baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="264"/>
        <source>Comparison of two runs</source>
        <translation>Vergleich zweier Läufe</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="300"/>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Mark as &amp;baseline</source>
        <translation>Als Re&amp;ferenz markieren</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="302"/>
        <source>The baseline is the run others are compared with: select one other run to see what changed since.</source>
        <translation>Die Referenz ist der Lauf, mit dem andere verglichen werden: Wählen Sie einen weiteren Lauf, um zu sehen, was sich seitdem geändert hat.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="305"/>
        <source>&amp;Re-run with the same configuration</source>
        <translation>Mit &amp;gleicher Konfiguration erneut ausführen</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="308"/>
        <source>Opens the Inference page with this benchmark&apos;s model, layouts and machines</source>
        <translation>Öffnet die Inferenzseite mit Modell, Anordnungen und Rechnern dieses Benchmarks</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="309"/>
        <source>&amp;Show results</source>
        <translation>&amp;Ergebnisse anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="312"/>
        <source>Shows this benchmark on the Results page, where it can also be exported</source>
        <translation>Zeigt diesen Benchmark auf der Ergebnisseite an, wo er auch exportiert werden kann</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="313"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="366"/>
        <source>There is no database, so there is no history. %1</source>
        <translation>Es gibt keine Datenbank, daher gibt es keinen Verlauf. %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="389"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="419"/>
        <source>%1; %2; %3 at once</source>
        <translation>%1; %2; %3 gleichzeitig</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="423"/>
        <source>%n machine(s), every pair</source>
        <translation>
            <numerusform>%n Rechner, alle Paare</numerusform>
            <numerusform>%n Rechner, alle Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="425"/>
        <source>%n machine(s): interfaces, names, reach, exposure</source>
        <translation>
            <numerusform>%n Rechner: Schnittstellen, Namen, Erreichbarkeit, Offenheit</numerusform>
            <numerusform>%n Rechner: Schnittstellen, Namen, Erreichbarkeit, Offenheit</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="431"/>
        <source>%1 at %2 (%3); %4; %5 at once</source>
        <translation>%1 unter %2 (%3); %4; %5 gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="433"/>
        <source>server not recognised</source>
        <translation>Server nicht erkannt</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Clear &amp;baseline</source>
        <translation>Re&amp;ferenz aufheben</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="557"/>
        <source>Deletes the selected runs with all their measurements</source>
        <translation>Löscht die ausgewählten Läufe mit allen Messungen</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="562"/>
        <source>No runs are stored yet: the link tests and benchmarks you run appear here.</source>
        <translation>Noch sind keine Läufe gespeichert: Die Verbindungstests und Benchmarks, die Sie ausführen, erscheinen hier.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="564"/>
        <source>Select a run to see its settings, or two runs to compare them. The baseline is compared with any run you select.</source>
        <translation>Wählen Sie einen Lauf, um seine Einstellungen zu sehen, oder zwei Läufe, um sie zu vergleichen. Die Referenz wird mit jedem Lauf verglichen, den Sie auswählen.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="581"/>
        <source>Run %1 (%2) compared with run %3 (%4).</source>
        <translation>Lauf %1 (%2) im Vergleich mit Lauf %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="589"/>
        <source>%n runs selected. Select two to compare them.</source>
        <translation>
            <numerusform>%n Lauf ausgewählt. Wählen Sie zwei, um sie zu vergleichen.</numerusform>
            <numerusform>%n Läufe ausgewählt. Wählen Sie zwei, um sie zu vergleichen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="595"/>
        <source>%1 %2, started %3: %4.</source>
        <translation>%1 %2, gestartet am %3: %4.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="601"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="606"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="619"/>
        <source>Compared with the baseline, run %1 (%2).</source>
        <translation>Verglichen mit der Referenz, Lauf %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="633"/>
        <source>Nothing of this check was stored: it was interrupted, or the database refused it.</source>
        <translation>Von dieser Prüfung wurde nichts gespeichert: Sie wurde unterbrochen, oder die Datenbank hat sie abgelehnt.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="636"/>
        <source>This check cannot be read: %1</source>
        <translation>Diese Prüfung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="639"/>
        <source>It found nothing to fix.</source>
        <translation>Sie fand nichts zu beheben.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="643"/>
        <source>Not checked: %1.</source>
        <translation>Nicht geprüft: %1.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="658"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="684"/>
        <location filename="../ui/HistoryDialog.cpp" line="723"/>
        <source>%1: tokens per second</source>
        <translation>%1: Tokens pro Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="688"/>
        <location filename="../ui/HistoryDialog.cpp" line="727"/>
        <source>%1: time to first token (median)</source>
        <translation>%1: Zeit bis zum ersten Token (Median)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="691"/>
        <location filename="../ui/HistoryDialog.cpp" line="730"/>
        <source>%1: time per token (median)</source>
        <translation>%1: Zeit pro Token (Median)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="714"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="755"/>
        <source>%1: throughput, one stream</source>
        <translation>%1: Durchsatz, ein Strom</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="767"/>
        <source>%1: round trip (median)</source>
        <translation>%1: Umlaufzeit (Median)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source> (baseline)</source>
        <translation> (Referenz)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="788"/>
        <source>Better than run %1</source>
        <translation>Besser als Lauf %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="789"/>
        <source>Worse than run %1</source>
        <translation>Schlechter als Lauf %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="796"/>
        <source>Same settings, and nothing measured in both runs.</source>
        <translation>Gleiche Einstellungen, und nichts wurde in beiden Läufen gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="838"/>
        <source>Delete runs?</source>
        <translation>Läufe löschen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="839"/>
        <source>Delete %n run(s) with all their measurements?</source>
        <translation>
            <numerusform>%n Lauf mit allen Messungen löschen?</numerusform>
            <numerusform>%n Läufe mit allen Messungen löschen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="844"/>
        <source>They are removed from the database for good; the PDF, CSV and JSON files you saved stay as they are.</source>
        <translation>Sie werden endgültig aus der Datenbank entfernt; die PDF-, CSV- und JSON-Dateien, die Sie gespeichert haben, bleiben unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="846"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HostDetailWidget</name>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="75"/>
        <source>&amp;Overview</source>
        <translation>Übersi&amp;cht</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="137"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="91"/>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPUs</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="96"/>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces</source>
        <translation>N&amp;etzwerkschnittstellen</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="118"/>
        <source>Select a machine to see its details.</source>
        <translation>Wählen Sie einen Rechner aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="123"/>
        <source>%1: not inventoried yet.</source>
        <translation>%1: noch nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="130"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="131"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="132"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="133"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="134"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="135"/>
        <source>C library</source>
        <translation>C-Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="136"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="138"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="139"/>
        <source>Inference software</source>
        <translation>Inferenz-Software</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="140"/>
        <source>Inventory taken</source>
        <translation>Erfasst am</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="141"/>
        <source>Agent version</source>
        <translation>Agent-Version</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs (%1)</source>
        <translation>&amp;GPUs (%1)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="155"/>
        <source>No inventory yet.</source>
        <translation>Noch keine Bestandsaufnahme.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="162"/>
        <source>Inference on this machine would run on the CPU.</source>
        <translation>Inferenz auf diesem Rechner würde auf der CPU laufen.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces (%1)</source>
        <translation>N&amp;etzwerkschnittstellen (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::InferencePage</name>
    <message>
        <location filename="../ui/InferencePage.cpp" line="67"/>
        <source>connecting the machines</source>
        <translation>Rechner werden verbunden</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="69"/>
        <source>making the weights</source>
        <translation>Gewichte werden erzeugt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="71"/>
        <source>measuring the memory bandwidth</source>
        <translation>Speicherbandbreite wird gemessen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="73"/>
        <source>warming up</source>
        <translation>wird aufgewärmt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="75"/>
        <source>reading the prompt</source>
        <translation>Prompt wird gelesen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="77"/>
        <source>writing the answer</source>
        <translation>Antwort wird geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="85"/>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="120"/>
        <source>Run the model on your machines</source>
        <translation>Das Modell auf Ihren Rechnern ausführen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="121"/>
        <source>ShardScope runs the model from your goal with random weights and measures how long the first token takes, the time per token and the tokens per second: first on one machine alone (the baseline), then split across machines and as one copy per machine.</source>
        <translation>ShardScope führt das Modell aus Ihrem Ziel mit zufälligen Gewichten aus und misst, wie lange das erste Token dauert, die Zeit pro Token und die Tokens pro Sekunde: zuerst auf einem Rechner allein (die Referenz), dann verteilt auf mehrere Rechner und als eine Kopie pro Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="125"/>
        <source>&amp;Show results &gt;</source>
        <translation>&amp;Ergebnisse anzeigen &gt;</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Cluster address</source>
        <translation>Cluster-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="136"/>
        <source>Machines to run on</source>
        <translation>Rechner für die Ausführung</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="140"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="176"/>
        <source>&amp;Tensor parallel</source>
        <translation>&amp;Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="179"/>
        <source>Every layer is split across the machines; they exchange data twice per layer for every token. Fast links needed.</source>
        <translation>Jede Schicht wird auf die Rechner aufgeteilt; sie tauschen für jedes Token zweimal pro Schicht Daten aus. Braucht schnelle Verbindungen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="181"/>
        <source>&amp;Pipeline parallel</source>
        <translation>&amp;Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="184"/>
        <source>Each machine holds a block of layers and passes its result to the next one: little traffic, but the machines take turns.</source>
        <translation>Jeder Rechner hält einen Block von Schichten und gibt sein Ergebnis an den nächsten weiter: wenig Verkehr, aber die Rechner sind abwechselnd an der Reihe.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="186"/>
        <source>One cop&amp;y per machine</source>
        <translation>Eine &amp;Kopie pro Rechner</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="189"/>
        <source>Each machine runs the whole model on its share of the requests: no traffic between them, but each needs the memory for all of it.</source>
        <translation>Jeder Rechner führt das ganze Modell für seinen Anteil der Anfragen aus: kein Verkehr zwischen ihnen, aber jeder braucht den Speicher für das ganze Modell.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="203"/>
        <source>How many requests the model serves at the same time, separated by commas: each number is one round of runs. 1 is one person chatting.</source>
        <translation>Wie viele Anfragen das Modell gleichzeitig bedient, durch Kommas getrennt: Jede Zahl ist eine Runde von Läufen. 1 ist eine Person, die chattet.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="206"/>
        <source>Requests at &amp;once:</source>
        <translation>&amp;Gleichzeitige Anfragen:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="211"/>
        <location filename="../ui/InferencePage.cpp" line="219"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="212"/>
        <source>The length of each request&apos;s prompt: it is read at once (prefill) before the first token comes.</source>
        <translation>Die Länge des Prompts jeder Anfrage: Er wird auf einmal gelesen (Prefill), bevor das erste Token kommt.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="214"/>
        <source>Prompt &amp;length:</source>
        <translation>Prompt-&amp;Länge:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="220"/>
        <source>The length of each answer: tokens written one at a time (decode).</source>
        <translation>Die Länge jeder Antwort: Tokens, die eines nach dem anderen geschrieben werden (Decode).</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="222"/>
        <source>Answer le&amp;ngth:</source>
        <translation>&amp;Antwortlänge:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="228"/>
        <source>How many times each run reads the prompt, each time from scratch and timed apart, as requests that arrive one after another: the time to the first token is the median and the 99th percentile over these reads. More reads give steadier figures; each adds one prompt&apos;s reading to every run.</source>
        <translation>Wie oft jeder Lauf den Prompt liest, jedes Mal von vorn und getrennt gemessen, wie Anfragen, die nacheinander eintreffen: die Zeit bis zum ersten Token ist der Median und das 99. Perzentil über diese Lesevorgänge. Mehr Lesevorgänge geben ruhigere Werte; jeder verlängert jeden Lauf um das Lesen eines Prompts.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="232"/>
        <source>Timed prompt rea&amp;ds:</source>
        <translation>Gemessene Prompt-&amp;Durchläufe:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="250"/>
        <source>What to run</source>
        <translation>Was ausgeführt wird</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="259"/>
        <source>&amp;Run benchmark</source>
        <translation>Benchmark &amp;starten</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="262"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="266"/>
        <source>Runs done</source>
        <translation>Fertige Läufe</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Layout</source>
        <translation>Anordnung</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>First token (median)</source>
        <translation>Erstes Token (Median)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="279"/>
        <source>Runs of this benchmark</source>
        <translation>Läufe dieses Benchmarks</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="291"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="317"/>
        <source>ShardScope&apos;s own model (&amp;generated weights, no server needed)</source>
        <translation>ShardScopes e&amp;igenes Modell (erzeugte Gewichte, kein Server nötig)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="319"/>
        <source>A server yo&amp;u run (llama-server, vLLM, Ollama…)</source>
        <translation>Ein Server, den Sie &amp;betreiben (llama-server, vLLM, Ollama …)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="321"/>
        <source>llama.cpp t&amp;hat ShardScope starts</source>
        <translation>llama.cpp, vo&amp;n ShardScope gestartet</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="325"/>
        <source>What runs:</source>
        <translation>Was läuft:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="394"/>
        <source>Each run is stored as soon as it finishes.</source>
        <translation>Jeder Lauf wird gespeichert, sobald er fertig ist.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="395"/>
        <source>There is no database: the runs are not kept, and the Results page cannot show them.</source>
        <translation>Es gibt keine Datenbank: Die Läufe werden nicht aufbewahrt, und die Ergebnisseite kann sie nicht anzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="546"/>
        <source>runs alone</source>
        <translation>läuft allein</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="547"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="550"/>
        <source>ShardScope does not know which address the other machines reach %1 at, so it cannot take part in a split. Choose its cluster interface on the Machines page with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope weiß nicht, unter welcher Adresse die anderen Rechner %1 erreichen, daher kann er an keiner Aufteilung teilnehmen. Wählen Sie seine Cluster-Schnittstelle auf der Seite „Ihre Rechner“ mit „Bearbeiten …“, oder geben Sie ihm eine numerische IP-Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="559"/>
        <source>Runs through the local agent</source>
        <translation>Läuft über den lokalen Agenten</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="563"/>
        <source>There are no other machines, so ShardScope runs the model on this computer alone: the baseline. A split needs at least two machines: add them on the Machines page.</source>
        <translation>Es gibt keine weiteren Rechner, daher führt ShardScope das Modell nur auf diesem Computer aus: die Referenz. Eine Aufteilung braucht mindestens zwei Rechner: Fügen Sie sie auf der Seite „Ihre Rechner“ hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="567"/>
        <source>%1 runs the single-machine baseline: the first checked machine. Uncheck machines to leave them out.</source>
        <translation>%1 führt als erster angehakter Rechner den Referenzlauf auf einem einzelnen Rechner aus. Entfernen Sie den Haken bei Rechnern, um sie wegzulassen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="578"/>
        <source>None of the chosen sets of machines has two machines: splits and copies run over all checked machines.</source>
        <translation>Keine der gewählten Rechnergruppen hat zwei Rechner: Aufteilungen und Kopien laufen auf allen angehakten Rechnern.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="580"/>
        <source>The chosen sets of machines need %1, which is not checked: splits and copies run over all checked machines instead. Check it to run them as chosen.</source>
        <translation>Die gewählten Rechnergruppen brauchen %1, aber der Haken dafür fehlt: Aufteilungen und Kopien laufen stattdessen auf allen angehakten Rechnern. Setzen Sie den Haken, um sie wie gewählt auszuführen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="664"/>
        <source>%1 (all %n machines)</source>
        <translation>
            <numerusform>%1 (%n Rechner)</numerusform>
            <numerusform>%1 (alle %n Rechner)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="680"/>
        <source>Each checked set of machines runs every split and one copy per machine on its machines alone, e.g. to see whether a third machine helps. Space checks or unchecks the selected set.</source>
        <translation>Jede angehakte Rechnergruppe führt jede Aufteilung und eine Kopie pro Rechner allein auf ihren eigenen Rechnern aus, z. B. um zu sehen, ob ein dritter Rechner hilft. Die Leertaste setzt oder entfernt den Haken der ausgewählten Rechnergruppe.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="686"/>
        <source>With more than four machines only the first two, the first three, and so on up to all of them are offered: for another set of machines, uncheck the others, or uncheck a machine and check it again to move it to the end.</source>
        <translation>Bei mehr als vier Rechnern werden nur die ersten zwei, die ersten drei und so weiter bis zu allen angeboten: Für eine andere Rechnergruppe entfernen Sie die Haken bei den übrigen Rechnern, oder Sie entfernen den Haken bei einem Rechner und setzen ihn erneut, damit er ans Ende rückt.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="722"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="723"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="724"/>
        <source>One copy per machine</source>
        <translation>Eine Kopie pro Rechner</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="738"/>
        <source>%1 needs the cluster address of every machine, and %2 has none: choose its cluster interface on the Machines page.</source>
        <translation>%1 braucht die Cluster-Adresse jedes Rechners, und %2 hat keine: Wählen Sie seine Cluster-Schnittstelle auf der Seite „Ihre Rechner“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="750"/>
        <source>%1 cannot divide this model over %n machine(s): %2.</source>
        <translation>
            <numerusform>%1 kann dieses Modell nicht auf %n Rechner aufteilen: %2.</numerusform>
            <numerusform>%1 kann dieses Modell nicht auf %n Rechner aufteilen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="760"/>
        <source>A split and one copy per machine need at least two machines: with one, only the single-machine baseline runs.</source>
        <translation>Eine Aufteilung und eine Kopie pro Rechner brauchen mindestens zwei Rechner: Mit einem läuft nur die Referenz auf einem einzelnen Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="783"/>
        <source>At least one machine must run the model.</source>
        <translation>Mindestens ein Rechner muss das Modell ausführen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="840"/>
        <source>At least one set of machines must run the splits and copies.</source>
        <translation>Mindestens eine Rechnergruppe muss die Aufteilungen und Kopien ausführen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="871"/>
        <source>Requests at once: give numbers from 1 to %1, separated by commas, e.g. 1, 4.</source>
        <translation>Gleichzeitige Anfragen: Geben Sie Zahlen von 1 bis %1 ein, durch Kommas getrennt, z. B. 1, 4.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="878"/>
        <location filename="../ui/InferencePage.cpp" line="996"/>
        <source>This plan cannot run: %1</source>
        <translation>Dieser Plan kann nicht laufen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="899"/>
        <source>%n run(s), one after another: the model on %1 alone.</source>
        <translation>
            <numerusform>%n Lauf: das Modell auf %1 allein.</numerusform>
            <numerusform>%n Läufe nacheinander: das Modell auf %1 allein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="904"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2, each over %3.</source>
        <translation>
            <numerusform>%n Lauf: zuerst das Modell auf %1 allein (die Referenz), dann %2, jeweils auf %3.</numerusform>
            <numerusform>%n Läufe nacheinander: zuerst das Modell auf %1 allein (die Referenz), dann %2, jeweils auf %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="910"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2 over %3 machines.</source>
        <translation>
            <numerusform>%n Lauf: zuerst das Modell auf %1 allein (die Referenz), dann %2 auf %3 Rechnern.</numerusform>
            <numerusform>%n Läufe nacheinander: zuerst das Modell auf %1 allein (die Referenz), dann %2 auf %3 Rechnern.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="956"/>
        <source>%1 of %2 runs</source>
        <translation>%1 von %2 Läufen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="958"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="963"/>
        <source>Starting the agents on %n machine(s)…</source>
        <translation>
            <numerusform>Der Agent auf %n Rechner wird gestartet …</numerusform>
            <numerusform>Die Agenten auf %n Rechnern werden gestartet …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="967"/>
        <source>Click Run benchmark to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>Klicken Sie auf „Benchmark starten“, um zu beginnen. Sie können jederzeit abbrechen; was bis dahin gemessen wurde, bleibt erhalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="977"/>
        <source>%1 over %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1 auf %2, %n Anfrage</numerusform>
            <numerusform>%1 auf %2, %n gleichzeitige Anfragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="980"/>
        <source>%1 on %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1 auf %2, %n Anfrage</numerusform>
            <numerusform>%1 auf %2, %n gleichzeitige Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1020"/>
        <source>Storing the run failed, so these runs are not kept: %1</source>
        <translation>Das Speichern des Laufs ist fehlgeschlagen, daher werden diese Läufe nicht aufbewahrt: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1049"/>
        <source>Each run is stored as soon as it finishes (stored run %1).</source>
        <translation>Jeder Lauf wird gespeichert, sobald er fertig ist (gespeicherter Lauf %1).</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1062"/>
        <source>The benchmark could not start: another one is still running.</source>
        <translation>Der Benchmark konnte nicht starten: Ein anderer läuft noch.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1191"/>
        <source>Run %1 (%2) failed.</source>
        <translation>Lauf %1 (%2) ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>No reason was given.</source>
        <translation>Es wurde kein Grund angegeben.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1237"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Seine Ergebnisse sind als Lauf %1 gespeichert, wie der Lauf endete, aber nicht: Der Verlauf zeigt ihn als unterbrochen, sobald ShardScope wieder gestartet wird.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1009"/>
        <source>There is no database: these runs are not kept.</source>
        <translation>Es gibt keine Datenbank: Diese Läufe werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="144"/>
        <source>Sets of machines to split the model over and run copies on</source>
        <translation>Rechnergruppen, auf die das Modell aufgeteilt wird und auf denen Kopien laufen</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="146"/>
        <source>Split and run copies on these s&amp;ets of machines:</source>
        <translation>Auf diesen Rechnergr&amp;uppen aufteilen und Kopien ausführen:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="745"/>
        <source>%1 cannot divide this model over %2: %3. Uncheck that set of machines to run it over the others.</source>
        <translation>%1 kann dieses Modell nicht auf %2 aufteilen: %3. Entfernen Sie den Haken bei dieser Rechnergruppe, um sie auf den übrigen auszuführen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="916"/>
        <source>Requests at once: %1; prompts of %2 tokens, each read %n time(s) and timed apart; answers of %3 tokens.</source>
        <translation>
            <numerusform>Gleichzeitige Anfragen: %1; Prompts mit %2 Tokens, jeder %n-mal gelesen und gemessen; Antworten mit %3 Tokens.</numerusform>
            <numerusform>Gleichzeitige Anfragen: %1; Prompts mit %2 Tokens, jeder %n-mal gelesen und getrennt gemessen; Antworten mit %3 Tokens.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1063"/>
        <source>The benchmark could not start: %1</source>
        <translation>Der Benchmark konnte nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1099"/>
        <location filename="../ui/InferencePage.cpp" line="1186"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1113"/>
        <source>Running %1</source>
        <translation>Läuft: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1115"/>
        <source>Run %1 of %2: %3.</source>
        <translation>Lauf %1 von %2: %3.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1145"/>
        <source>Run %1 of %2: %3: %4, %5 %.</source>
        <translation>Lauf %1 von %2: %3: %4, %5 %.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1152"/>
        <source>About %1 tokens/s so far.</source>
        <translation>Bisher etwa %1 Tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1193"/>
        <source>Run %1 of %2 measured %3 tokens/s.</source>
        <translation>Lauf %1 von %2 hat %3 Tokens/s gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1222"/>
        <source>Measured %1 of %2 runs.</source>
        <translation>%1 von %2 Läufen gemessen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1224"/>
        <source>%n failed: the reasons are below.</source>
        <translation>
            <numerusform>%n ist fehlgeschlagen: Die Gründe stehen unten.</numerusform>
            <numerusform>%n sind fehlgeschlagen: Die Gründe stehen unten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1226"/>
        <source>%n cancelled.</source>
        <translation>
            <numerusform>%n abgebrochen.</numerusform>
            <numerusform>%n abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1228"/>
        <source>Click Show results to see what they mean.</source>
        <translation>Klicken Sie auf „Ergebnisse anzeigen“, um zu sehen, was sie bedeuten.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1235"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>Als Lauf %1 gespeichert: Er bleibt im Verlauf, auch nach einem Neustart.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LaunchLinesView</name>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="17"/>
        <source>The lines that start the same servers without ShardScope</source>
        <translation>Die Zeilen, die dieselben Server ohne ShardScope starten</translation>
    </message>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="23"/>
        <source>Co&amp;py the lines</source>
        <translation>Zeilen &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkDetailPanel</name>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>1 stream</source>
        <translation>1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>%1 streams</source>
        <translation>%1 Ströme</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="79"/>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="83"/>
        <source>speed not reported</source>
        <translation>Geschwindigkeit nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="85"/>
        <source>full duplex</source>
        <translation>Vollduplex</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="87"/>
        <source>half duplex</source>
        <translation>Halbduplex</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="89"/>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="91"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="110"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="136"/>
        <source>Throughput over time</source>
        <translation>Durchsatz über die Zeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="111"/>
        <source>Round-trip histogram</source>
        <translation>Histogramm der Umlaufzeiten</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="115"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="138"/>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="137"/>
        <source>Round trips</source>
        <translation>Umlaufzeiten</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="139"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="165"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="471"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="146"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="179"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Wählen Sie eine Zelle der Matrix, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="186"/>
        <source>%1 with itself: a machine is not measured against itself. Select a cell off the diagonal.</source>
        <translation>%1 mit sich selbst: Ein Rechner wird nicht gegen sich selbst gemessen. Wählen Sie eine Zelle außerhalb der Diagonale.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="194"/>
        <source>%1 was not measured in this run.</source>
        <translation>%1 wurde in diesem Lauf nicht gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="203"/>
        <source>%1: waiting for its turn. Pairs are measured one at a time, so that no two tests share a link.</source>
        <translation>%1: wartet, bis es an der Reihe ist. Die Paare werden nacheinander gemessen, damit sich keine zwei Tests eine Verbindung teilen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="273"/>
        <source>No throughput series in this report</source>
        <translation>Keine Durchsatzreihe in diesem Bericht</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="277"/>
        <source>Seconds since the phase started</source>
        <translation>Sekunden seit Beginn der Phase</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="282"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="250"/>
        <source>%1, both ways</source>
        <translation>%1, beide Richtungen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="293"/>
        <source>Every %1 ms at the receiver; dashed: both ways at once</source>
        <translation>Alle %1 ms beim Empfänger; gestrichelt: beide Richtungen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="305"/>
        <source>No round trips were recorded</source>
        <translation>Es wurden keine Umlaufzeiten aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="332"/>
        <source>Idle link (%1 probes)</source>
        <translation>Ruhende Verbindung (%1 Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="334"/>
        <source>While this way is busy (%1 probes)</source>
        <translation>Während diese Richtung ausgelastet ist (%1 Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="342"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="346"/>
        <source>Round trip in ms (bucket start)</source>
        <translation>Umlaufzeit in ms (Beginn des Intervalls)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="349"/>
        <source>% of probes</source>
        <translation>% der Proben</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="357"/>
        <source>Round trips of small UDP probes</source>
        <translation>Umlaufzeiten kleiner UDP-Proben</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="375"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="378"/>
        <source>Round trip min / p50 / p90</source>
        <translation>Umlaufzeit min / p50 / p90</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="379"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="384"/>
        <source>Round trip p99 / max</source>
        <translation>Umlaufzeit p99 / max</translation>
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
        <translation>Standardabweichung der Umlaufzeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>Round trip</source>
        <translation>Umlaufzeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>no probe came back</source>
        <translation>keine Probe kam zurück</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="394"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="395"/>
        <source>%1 (%2 of %3 probes)</source>
        <translation>%1 (%2 von %3 Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="400"/>
        <source>Reordered / duplicated probes</source>
        <translation>Vertauschte / doppelte Proben</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="404"/>
        <source>Round trip p50 while this way is busy</source>
        <translation>Umlaufzeit p50, während diese Richtung ausgelastet ist</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="406"/>
        <source>UDP probes sent while one TCP stream fills this direction: a large rise means queues on the path (bufferbloat).</source>
        <translation>UDP-Proben, gesendet während ein TCP-Strom diese Richtung auslastet: Ein starker Anstieg bedeutet Warteschlangen auf dem Pfad (Bufferbloat).</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="409"/>
        <source>TCP request/response p50</source>
        <translation>TCP-Anfrage/Antwort p50</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="411"/>
        <source>Small messages back and forth on one TCP connection, like a pipeline stage handing on one token&apos;s activations.</source>
        <translation>Kleine Nachrichten hin und zurück auf einer TCP-Verbindung, wie eine Pipeline-Stufe, die die Aktivierungen eines Tokens weitergibt.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="418"/>
        <source>Throughput, 1 stream</source>
        <translation>Durchsatz, 1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="425"/>
        <source>Throughput, %1, both ways at once</source>
        <translation>Durchsatz, %1, beide Richtungen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="430"/>
        <source>TCP retransmits (1 stream / %1)</source>
        <translation>TCP-Wiederholungen (1 Strom / %1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="432"/>
        <source>Segments the sender had to send again: a few are normal, many mean loss on the way.</source>
        <translation>Segmente, die der Sender erneut senden musste: Einige sind normal, viele bedeuten Verluste auf dem Weg.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="437"/>
        <source>Path MTU</source>
        <translation>Pfad-MTU</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="435"/>
        <source>The largest packet that went there and back without being split.</source>
        <translation>Das größte Paket, das ungeteilt hin und zurück kam.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="438"/>
        <source>Client interface</source>
        <translation>Schnittstelle des Clients</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="439"/>
        <source>Server interface</source>
        <translation>Schnittstelle des Servers</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="442"/>
        <source>%1 % on one stream</source>
        <translation>%1 % mit einem Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="446"/>
        <source>%1 % on %2</source>
        <translation>%1 % mit %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="449"/>
        <source>Share of the negotiated %1</source>
        <translation>Anteil an den ausgehandelten %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="450"/>
        <source>TCP payload compared with the speed the network cards negotiated; headers take a few percent, so about 94 % is a full gigabit link.</source>
        <translation>TCP-Nutzdaten im Vergleich zur Geschwindigkeit, die die Netzwerkkarten ausgehandelt haben; Header belegen einige Prozent, etwa 94 % sind also eine voll ausgelastete Gigabit-Verbindung.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>Share of the negotiated speed</source>
        <translation>Anteil an der ausgehandelten Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>unknown: the interfaces did not report a speed</source>
        <translation>unbekannt: Die Schnittstellen haben keine Geschwindigkeit gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="470"/>
        <source>No warnings for this direction: nothing in this test crossed a warning threshold.</source>
        <translation>Keine Warnungen für diese Richtung: Nichts in diesem Test hat eine Warnschwelle überschritten.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="474"/>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMap</name>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="83"/>
        <source>Link matrix</source>
        <translation>Verbindungsmatrix</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="85"/>
        <source>Rows: the machine that sends. Columns: the machine that receives. Use the arrow keys to move between cells; the details of the selected cell are shown next to the table.</source>
        <translation>Zeilen: der sendende Rechner. Spalten: der empfangende Rechner. Mit den Pfeiltasten wechseln Sie zwischen den Zellen; die Details der gewählten Zelle stehen neben der Tabelle.</translation>
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
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="139"/>
        <source>measuring %1 %</source>
        <translation>misst %1 %</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="147"/>
        <source>no figure</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="149"/>
        <source>same host</source>
        <translation>gleicher Rechner</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="151"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="153"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="167"/>
        <source>%1 with itself: nothing to measure</source>
        <translation>%1 mit sich selbst: nichts zu messen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="169"/>
        <source>%1: not measured in this run</source>
        <translation>%1: in diesem Lauf nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="171"/>
        <source>%1: waiting for its turn</source>
        <translation>%1: wartet, bis es an der Reihe ist</translation>
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
        <translation>%1: %2 wurde nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="179"/>
        <source>%1: same host, the traffic never left the machine; not a network figure</source>
        <translation>%1: gleicher Rechner, der Verkehr hat ihn nie verlassen; kein Netzwerkwert</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="181"/>
        <source>%1: the test failed; select it for the reason</source>
        <translation>%1: Der Test ist fehlgeschlagen; wählen Sie die Zelle für den Grund</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="183"/>
        <source>%1: cancelled before it finished</source>
        <translation>%1: vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>to %1</source>
        <translation>an %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="258"/>
        <source>Column: %1 receives</source>
        <translation>Spalte: %1 empfängt</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="259"/>
        <source>Row: %1 sends</source>
        <translation>Zeile: %1 sendet</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LlamaCppPanel</name>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="36"/>
        <source>Q4_0 (4 bits a weight: the smallest, the fastest)</source>
        <translation>Q4_0 (4 Bit pro Gewicht: am kleinsten, am schnellsten)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="38"/>
        <source>Q8_0 (8 bits a weight)</source>
        <translation>Q8_0 (8 Bit pro Gewicht)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="40"/>
        <source>F16 (16 bits a weight: the largest)</source>
        <translation>F16 (16 Bit pro Gewicht: am größten)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="50"/>
        <source>A GGUF f&amp;ile on the machines:</source>
        <translation>Eine GGUF-&amp;Datei auf den Rechnern:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="56"/>
        <source>The model file&apos;s absolute path on the machines: on the first machine, and on every machine for one copy per machine (the same path on each). A split over RPC sends the layers to the other machines itself.</source>
        <translation>Der absolute Pfad der Modelldatei auf den Rechnern: auf dem ersten Rechner und, bei einer Kopie pro Rechner, auf jedem Rechner (überall derselbe Pfad). Eine Aufteilung über RPC schickt die Schichten selbst an die anderen Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="59"/>
        <source>A pr&amp;eset ShardScope writes:</source>
        <translation>&amp;Eine Vorlage, die ShardScope erzeugt:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="62"/>
        <source>A model of that shape with random weights, written by the agent in its own folder on the machines (removed with the agent). It answers nonsense, but as fast as the real model of that size would.</source>
        <translation>Ein Modell dieser Form mit zufälligen Gewichten, vom Agenten in seinen eigenen Ordner auf den Rechnern geschrieben (wird mit dem Agenten entfernt). Es antwortet Unsinn, aber so schnell, wie es das echte Modell dieser Größe täte.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="67"/>
        <source>Preset model</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="78"/>
        <source>&amp;Quantization:</source>
        <translation>&amp;Quantisierung:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="86"/>
        <source>empty: where the machines&apos; inventory found llama-server</source>
        <translation>leer: wo die Bestandsaufnahme der Rechner llama-server gefunden hat</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="88"/>
        <source>The folder that holds llama-server and rpc-server (llama.cpp&apos;s build/bin), the same path on every machine. A split over RPC needs a build with RPC (cmake -DGGML_RPC=ON) and the same build on every machine.</source>
        <translation>Der Ordner mit llama-server und rpc-server (build/bin von llama.cpp), auf jedem Rechner derselbe Pfad. Eine Aufteilung über RPC braucht einen Build mit RPC (cmake -DGGML_RPC=ON) und auf jedem Rechner denselben Build.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="91"/>
        <source>llama.cpp fol&amp;der:</source>
        <translation>llama.cpp-&amp;Ordner:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="101"/>
        <source>Note: llama.cpp&apos;s rpc-server has no authentication: whoever reaches its port can use it. ShardScope starts it only for a split, only while the test runs, bound to the machine&apos;s cluster address (never to every network), and stops it at the end. Run a split on a network you trust.</source>
        <translation>Hinweis: rpc-server von llama.cpp hat keine Authentifizierung: Wer seinen Port erreicht, kann ihn nutzen. ShardScope startet ihn nur für eine Aufteilung, nur während der Test läuft, gebunden an die Cluster-Adresse des Rechners (nie an alle Netzwerke), und beendet ihn am Ende. Teilen Sie ein Modell nur in einem Netzwerk auf, dem Sie vertrauen.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="181"/>
        <source>Give the model file&apos;s path on the machines, such as /home/you/models/model.gguf, or choose a preset.</source>
        <translation>Geben Sie den Pfad der Modelldatei auf den Rechnern an, etwa /home/you/models/model.gguf, oder wählen Sie eine Vorlage.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="184"/>
        <source>Give the model file&apos;s whole path on the machines, from the root: /home/you/models/%1.</source>
        <translation>Geben Sie den vollständigen Pfad der Modelldatei auf den Rechnern an, ab dem Wurzelverzeichnis: /home/you/models/%1.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="188"/>
        <source>Check the machines llama.cpp runs on.</source>
        <translation>Haken Sie die Rechner an, auf denen llama.cpp laufen soll.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="195"/>
        <source>%1 has no cluster address, so llama.cpp cannot listen on it: connect it on the Machines page, or give it by its IP address.</source>
        <translation>%1 hat keine Cluster-Adresse, daher kann llama.cpp dort nicht lauschen: Verbinden Sie den Rechner auf der Seite „Ihre Rechner“, oder geben Sie ihn mit seiner IP-Adresse an.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="201"/>
        <source>ShardScope does not know where llama-server is on %1: give the llama.cpp folder.</source>
        <translation>ShardScope weiß nicht, wo llama-server auf %1 liegt: Geben Sie den llama.cpp-Ordner an.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="205"/>
        <source>ShardScope does not know where rpc-server is on %1: give the llama.cpp folder of a build with RPC.</source>
        <translation>ShardScope weiß nicht, wo rpc-server auf %1 liegt: Geben Sie den llama.cpp-Ordner eines Builds mit RPC an.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="223"/>
        <location filename="../ui/LlamaCppPanel.cpp" line="305"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="227"/>
        <source>llama.cpp did not start or did not get ready. Check the llama.cpp folder (llama-server and, for a split, rpc-server must be there on every machine), that the model fits each machine&apos;s memory, and the end of the server&apos;s output below.</source>
        <translation>llama.cpp ist nicht gestartet oder nicht bereit geworden. Prüfen Sie den llama.cpp-Ordner (llama-server und bei einer Aufteilung rpc-server müssen auf jedem Rechner darin liegen), ob das Modell in den Speicher jedes Rechners passt, und das Ende der Serverausgabe unten.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="234"/>
        <source>The model file %1 could not be read. Check that the path is right on every machine that loads it (each machine for one copy per machine), that the file is a GGUF model and that your login on the machines may read it.</source>
        <translation>Die Modelldatei %1 konnte nicht gelesen werden. Prüfen Sie, ob der Pfad auf jedem Rechner stimmt, der sie lädt (bei einer Kopie pro Rechner auf allen), ob die Datei ein GGUF-Modell ist und ob Ihr Benutzerkonto auf den Rechnern sie lesen darf.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="241"/>
        <source>The preset&apos;s model file could not be written. Check that the machine&apos;s disk has room for it (its agent&apos;s folder, under ~/.cache/shardscope).</source>
        <translation>Die Modelldatei der Vorlage konnte nicht geschrieben werden. Prüfen Sie, ob auf der Festplatte des Rechners Platz dafür ist (im Ordner seines Agenten, unter ~/.cache/shardscope).</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="246"/>
        <source>llama.cpp cannot run this way on these machines.</source>
        <translation>llama.cpp kann auf diesen Rechnern nicht so laufen.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="250"/>
        <source>llama.cpp could not be measured.</source>
        <translation>llama.cpp konnte nicht gemessen werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LlamaCppPanel.cpp" line="280"/>
        <source>The model %1 (%n layer(s)) was loaded in %2 s.</source>
        <translation>
            <numerusform>Das Modell %1 (%n Schicht) wurde in %2 s geladen.</numerusform>
            <numerusform>Das Modell %1 (%n Schichten) wurde in %2 s geladen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="285"/>
        <source>The preset&apos;s file was there already.</source>
        <translation>Die Datei der Vorlage war schon vorhanden.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="286"/>
        <source>Writing the preset&apos;s file took %1 s.</source>
        <translation>Das Schreiben der Vorlagendatei dauerte %1 s.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="290"/>
        <source>To start the same servers without ShardScope, run these lines:</source>
        <translation>Um dieselben Server ohne ShardScope zu starten, führen Sie diese Zeilen aus:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="295"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MachinesPage</name>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="80"/>
        <source>Your machines</source>
        <translation>Ihre Rechner</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="97"/>
        <source>Inventory in progress</source>
        <translation>Erfassung läuft</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="82"/>
        <source>This computer and the machines you add: ShardScope connects to them over SSH and its agent lists their GPUs, memory and network interfaces. Warnings below say what could slow down inference split across machines.</source>
        <translation>Dieser Computer und die Rechner, die Sie hinzufügen: ShardScope verbindet sich per SSH mit ihnen, und sein Agent listet ihre GPUs, den Arbeitsspeicher und die Netzwerkschnittstellen auf. Die Warnungen unten sagen, was eine auf mehrere Rechner verteilte Inferenz bremsen könnte.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="99"/>
        <source>Connect a&amp;ll</source>
        <translation>Alle &amp;verbinden</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="102"/>
        <source>Inventory this computer and every machine in the list (connects over SSH, copies the agent)</source>
        <translation>Diesen Computer und jeden Rechner der Liste erfassen (verbindet sich per SSH, kopiert den Agenten)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="104"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="106"/>
        <source>Stop connecting; what is done stays</source>
        <translation>Verbinden anhalten; was fertig ist, bleibt</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>SSH address</source>
        <translation>SSH-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="138"/>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="140"/>
        <source>Add a machine that you reach over SSH</source>
        <translation>Einen Rechner hinzufügen, den Sie per SSH erreichen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="141"/>
        <source>Edi&amp;t…</source>
        <translation>Be&amp;arbeiten …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="143"/>
        <source>&amp;Import from SSH config…</source>
        <translation>&amp;Importieren aus SSH-Konfiguration …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="145"/>
        <source>Add machines listed in ~/.ssh/config</source>
        <translation>Rechner hinzufügen, die in ~/.ssh/config stehen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="146"/>
        <location filename="../ui/MachinesPage.cpp" line="482"/>
        <source>&amp;Remove</source>
        <translation>En&amp;tfernen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="148"/>
        <source>Forget the selected machine and its stored inventories</source>
        <translation>Den ausgewählten Rechner und seine gespeicherten Erfassungen vergessen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="177"/>
        <source>E&amp;xport PDF…</source>
        <translation>Als &amp;PDF exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="179"/>
        <source>Save the inventory and the warnings as a PDF file</source>
        <translation>Bestandsaufnahme und Warnungen als PDF-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="183"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="186"/>
        <source>&amp;Details of the selected machine:</source>
        <translation>&amp;Details des ausgewählten Rechners:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="187"/>
        <source>&amp;Warnings:</source>
        <translation>War&amp;nungen:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="473"/>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="474"/>
        <source>Remove %1 from ShardScope?</source>
        <translation>%1 aus ShardScope entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="479"/>
        <source>ShardScope forgets this machine and its stored inventories. Nothing on the machine itself is changed: to delete the ShardScope agent there, use &quot;Remove from machines&quot; on the next page first.</source>
        <translation>ShardScope vergisst diesen Rechner und seine gespeicherten Erfassungen. Auf dem Rechner selbst ändert sich nichts: Um den ShardScope-Agenten dort zu löschen, verwenden Sie vorher „Von den Rechnern entfernen“ auf der nächsten Seite.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="659"/>
        <source>Connecting to your machines: %1 of %2 done%3. Each row shows where its machine is.</source>
        <translation>Verbindung mit Ihren Rechnern: %1 von %2 fertig%3. Jede Zeile zeigt, wo ihr Rechner gerade steht.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="690"/>
        <source>Machines inventoried in this session: %1 of %2.</source>
        <translation>In dieser Sitzung erfasste Rechner: %1 von %2.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="503"/>
        <source>That did not work: %1.</source>
        <translation>Das hat nicht geklappt: %1.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="515"/>
        <source>Saved the inventory to %1.</source>
        <translation>Bestandsaufnahme unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="530"/>
        <source>Export the inventory as PDF</source>
        <translation>Bestandsaufnahme als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="531"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="610"/>
        <source>Warnings appear here once a machine has been inventoried.</source>
        <translation>Warnungen erscheinen hier, sobald ein Rechner erfasst wurde.</translation>
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
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="655"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="663"/>
        <source>, this computer still running</source>
        <translation>, dieser Computer läuft noch</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="673"/>
        <source>Click Connect all to inventory this computer.</source>
        <translation>Klicken Sie auf „Alle verbinden“, um diesen Computer zu erfassen.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="682"/>
        <source>Add your other machines with the Add… or Import from SSH config… button.</source>
        <translation>Fügen Sie Ihre anderen Rechner mit „Hinzufügen …“ oder „Importieren aus SSH-Konfiguration …“ hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="667"/>
        <source>Inventorying this computer with the ShardScope agent… This usually takes a few seconds.</source>
        <translation>Dieser Computer wird mit dem ShardScope-Agenten erfasst … Das dauert meist nur wenige Sekunden.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="677"/>
        <source>This computer: %1</source>
        <translation>Dieser Computer: %1</translation>
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
        <translation>Wie gut sind Ihre Verbindungen?</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="84"/>
        <source>ShardScope measures every pair of machines directly, one pair at a time: round trips, jitter and loss with small probes, then throughput in each direction with one and with several TCP streams. The traffic goes machine to machine on the cluster interface, never through this computer.</source>
        <translation>ShardScope misst jedes Rechnerpaar direkt, ein Paar nach dem anderen: Umlaufzeiten, Jitter und Verlust mit kleinen Proben, dann den Durchsatz in jeder Richtung mit einem und mit mehreren TCP-Strömen. Der Verkehr läuft von Rechner zu Rechner über die Cluster-Schnittstelle, nie über diesen Computer.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="93"/>
        <source>Machines to test</source>
        <translation>Zu testende Rechner</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="94"/>
        <source>&amp;Machines to test:</source>
        <translation>Zu testende &amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="102"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="104"/>
        <source>How long each throughput phase sends: one and several streams, each direction alone and both at once. Longer gives steadier figures.</source>
        <translation>Wie lange jede Durchsatzphase sendet: ein und mehrere Ströme, jede Richtung allein und beide gleichzeitig. Länger ergibt stabilere Werte.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="111"/>
        <source>Parallel TCP streams of the second throughput measurement: several streams show what the link carries when one stream cannot fill it.</source>
        <translation>Parallele TCP-Ströme der zweiten Durchsatzmessung: Mehrere Ströme zeigen, was die Verbindung trägt, wenn ein Strom sie nicht auslasten kann.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="119"/>
        <source>Small UDP probes for the round trip, jitter and loss (one every %1 ms), and as many TCP request/response round trips.</source>
        <translation>Kleine UDP-Proben für Umlaufzeit, Jitter und Verlust (eine alle %1 ms) und ebenso viele TCP-Anfrage/Antwort-Umläufe.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="122"/>
        <source>Seconds per &amp;phase:</source>
        <translation>Sekunden pro &amp;Phase:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="124"/>
        <source>Parallel &amp;streams:</source>
        <translation>Parallele S&amp;tröme:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="126"/>
        <source>&amp;Latency probes:</source>
        <translation>&amp;Latenzproben:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="128"/>
        <source>&amp;One pair at a time (Wi-Fi, a hub, one shared uplink)</source>
        <translation>&amp;Jedes Paar einzeln (WLAN, Hub, gemeinsamer Uplink)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="131"/>
        <source>By default, pairs that share no machine are measured at the same time, in rounds: on a switched network each pair has links of its own. Where all machines share one medium they would slow each other down: check this to measure every pair alone.</source>
        <translation>Sonst werden Paare ohne gemeinsamen Rechner gleichzeitig gemessen, in Runden: In einem Netz mit Switch hat jedes Paar eigene Verbindungen. Wo alle Rechner ein Medium teilen, würden sie sich gegenseitig bremsen: Kreuzen Sie dies an, um jedes Paar allein zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="149"/>
        <source>&amp;Run link test</source>
        <translation>Verbindungstest &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="153"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="157"/>
        <source>Pairs measured</source>
        <translation>Gemessene Paare</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="173"/>
        <source>Figure shown in the matrix</source>
        <translation>In der Matrix gezeigter Wert</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="178"/>
        <source>Sho&amp;w:</source>
        <translation>Anzei&amp;gen:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="180"/>
        <source>Rows send, columns receive.</source>
        <translation>Zeilen senden, Spalten empfangen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="264"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Schraffiert: Beide Enden sind derselbe Rechner, kein Netzwerkwert. Grau: Der Test ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="356"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="361"/>
        <source>Other machines reach %1 at %2 in the test.</source>
        <translation>Die anderen Rechner erreichen %1 im Test unter %2.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="363"/>
        <source>%1: no cluster address</source>
        <translation>%1: keine Cluster-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="367"/>
        <source>ShardScope does not know which address the other machines reach %1 at. Click Connect all on the Machines page so that its interfaces are known and choose its cluster interface with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope weiß nicht, unter welcher Adresse die anderen Rechner %1 erreichen. Klicken Sie auf der Seite „Ihre Rechner“ auf „Alle verbinden“, damit seine Schnittstellen bekannt sind, und wählen Sie seine Cluster-Schnittstelle mit „Bearbeiten …“, oder geben Sie ihm eine numerische IP-Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="392"/>
        <source>About %1 per pair.</source>
        <translation>Etwa %1 pro Paar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="394"/>
        <source>About %1 for the one pair.</source>
        <translation>Etwa %1 für das eine Paar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="151"/>
        <source>Measure every pair of the checked machines</source>
        <translation>Jedes Paar der angekreuzten Rechner messen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="396"/>
        <source>About %1 per pair; %2 pairs one after another take about %3.</source>
        <translation>Etwa %1 pro Paar; %2 Paare nacheinander dauern etwa %3.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="402"/>
        <source>About %1 per pair; %2 pairs in %3 rounds of pairs that share no machine take about %4.</source>
        <translation>Etwa %1 pro Paar; %2 Paare in %3 Runden aus Paaren ohne gemeinsamen Rechner dauern etwa %4.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="435"/>
        <source>%1 of %2 pairs</source>
        <translation>%1 von %2 Paaren</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="437"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="442"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Verbindung zu %1 Rechnern wird aufgebaut, ihre Agenten werden gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="445"/>
        <source>There are no other machines yet. Go back and add them on the Machines page: a link test needs at least two.</source>
        <translation>Es gibt noch keine weiteren Rechner. Gehen Sie zurück und fügen Sie sie auf der Seite „Ihre Rechner“ hinzu: Ein Verbindungstest braucht mindestens zwei.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="448"/>
        <source>Check at least two machines to measure the links between them.</source>
        <translation>Haken Sie mindestens zwei Rechner an, um die Verbindungen zwischen ihnen zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="452"/>
        <source>Click Run link test to measure every pair of the checked machines.</source>
        <translation>Klicken Sie auf „Verbindungstest ausführen“, um jedes Paar der angehakten Rechner zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="503"/>
        <source>This run is stored as it goes: the results stay after a restart.</source>
        <translation>Dieser Lauf wird laufend gespeichert: Die Ergebnisse bleiben nach einem Neustart erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="504"/>
        <source>There is no database: this run is not kept.</source>
        <translation>Es gibt keine Datenbank: Dieser Lauf wird nicht aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="570"/>
        <source>%1: done.</source>
        <translation>%1: fertig.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="600"/>
        <source>Measured %1 of %2 pairs.</source>
        <translation>%1 von %2 Paaren gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="602"/>
        <source>%1 failed: select a grey cell for the reason.</source>
        <translation>%1 fehlgeschlagen: Wählen Sie eine graue Zelle für den Grund.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="604"/>
        <source>%1 cancelled.</source>
        <translation>%1 abgebrochen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="611"/>
        <source>Stored: this run is shown again when you come back, also after a restart.</source>
        <translation>Gespeichert: Dieser Lauf wird wieder gezeigt, wenn Sie zurückkommen, auch nach einem Neustart.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="613"/>
        <source>Its pairs are stored, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Seine Paare sind gespeichert, wie der Lauf endete, aber nicht: Der Verlauf zeigt ihn als unterbrochen, sobald ShardScope wieder gestartet wird.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="624"/>
        <source>There is no database: link tests are not kept.</source>
        <translation>Es gibt keine Datenbank: Verbindungstests werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="635"/>
        <source>No link test yet.</source>
        <translation>Noch kein Verbindungstest.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="637"/>
        <location filename="../ui/NetworkPage.cpp" line="684"/>
        <source>Run a link test to see how fast and how steady the links between your machines are.</source>
        <translation>Führen Sie einen Verbindungstest aus, um zu sehen, wie schnell und wie gleichmäßig die Verbindungen zwischen Ihren Rechnern sind.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="653"/>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="656"/>
        <source>cancelled before the end</source>
        <translation>vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="659"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="664"/>
        <source>did not finish</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="667"/>
        <source>Showing the link test of %1 (%2, %3 machines). Run it again to compare.</source>
        <translation>Gezeigt wird der Verbindungstest vom %1 (%2, %3 Rechner). Führen Sie ihn erneut aus, um zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="670"/>
        <location filename="../ui/NetworkPage.cpp" line="686"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Wählen Sie eine Zelle der Matrix, um ihre Details zu sehen.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NodeDialog</name>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="29"/>
        <source>Add a machine</source>
        <translation>Rechner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="31"/>
        <source>ShardScope reaches the machine over SSH, as you would with &quot;ssh -p PORT USER@ADDRESS&quot;. Nothing needs to be installed on it beforehand.</source>
        <translation>ShardScope erreicht den Rechner per SSH, so wie Sie mit „ssh -p PORT BENUTZER@ADRESSE“. Vorher muss dort nichts installiert werden.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="39"/>
        <source>for example node2</source>
        <translation>zum Beispiel node2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="42"/>
        <source>host name or IP address, e.g. 192.168.1.20</source>
        <translation>Hostname oder IP-Adresse, z. B. 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="50"/>
        <source>empty: your user name on this computer</source>
        <translation>leer: Ihr Benutzername auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="53"/>
        <source>empty: ssh-agent and your default keys</source>
        <translation>leer: ssh-agent und Ihre Standardschlüssel</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="54"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="63"/>
        <source>empty: choose later</source>
        <translation>leer: später wählen</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="64"/>
        <source>The network interface this machine uses to talk to the other machines during split inference, e.g. the fastest wired one.</source>
        <translation>Die Netzwerkschnittstelle, über die dieser Rechner bei verteilter Inferenz mit den anderen Rechnern spricht, z. B. die schnellste kabelgebundene.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="68"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="69"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="70"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="71"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="72"/>
        <source>&amp;Identity file:</source>
        <translation>&amp;Identitätsdatei:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="74"/>
        <source>&amp;Cluster interface:</source>
        <translation>&amp;Cluster-Schnittstelle:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="108"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="130"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="137"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="166"/>
        <source>Enter a name for the machine, for example node2.</source>
        <translation>Geben Sie einen Namen für den Rechner ein, zum Beispiel node2.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="168"/>
        <source>The name is too long: use at most 64 characters.</source>
        <translation>Der Name ist zu lang: höchstens 64 Zeichen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="170"/>
        <source>The name must not contain line breaks, tabs or other control characters.</source>
        <translation>Der Name darf keine Zeilenumbrüche, Tabulatoren oder anderen Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="172"/>
        <source>The name must not contain a comma: the command line separates names with commas.</source>
        <translation>Der Name darf kein Komma enthalten: Die Befehlszeile trennt Namen mit Kommas.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="179"/>
        <source>The address must not contain spaces or control characters.</source>
        <translation>Die Adresse darf keine Leerzeichen oder Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="188"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="195"/>
        <source>The identity file&apos;s path must not contain control characters.</source>
        <translation>Der Pfad der Schlüsseldatei darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="197"/>
        <source>%1 is not a network interface name (at most 15 characters, no /, :, spaces or control characters).</source>
        <translation>%1 ist kein Name einer Netzwerkschnittstelle (höchstens 15 Zeichen, kein /, :, keine Leer- oder Steuerzeichen).</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="214"/>
        <source>Another machine is already called %1: choose another name.</source>
        <translation>Ein anderer Rechner heißt schon %1: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="174"/>
        <source>&quot;%1&quot; is the name of the machine ShardScope runs on: choose another name.</source>
        <translation>„%1“ ist der Name des Rechners, auf dem ShardScope läuft: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="177"/>
        <source>Enter the machine&apos;s address: its host name or IP address.</source>
        <translation>Geben Sie die Adresse des Rechners ein: seinen Hostnamen oder seine IP-Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="181"/>
        <source>Enter only the address here; the user name (before the @) goes into User.</source>
        <translation>Geben Sie hier nur die Adresse ein; der Benutzername (vor dem @) gehört in „Benutzer“.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="183"/>
        <source>Enter the address without a port; the port goes into Port.</source>
        <translation>Geben Sie die Adresse ohne Port ein; der Port gehört in „Port“.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="185"/>
        <source>The address may contain only letters, digits, dots and hyphens, and must not start with a hyphen.</source>
        <translation>Die Adresse darf nur Buchstaben, Ziffern, Punkte und Bindestriche enthalten und nicht mit einem Bindestrich beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="191"/>
        <source>Enter only the user name here, without @ and the address.</source>
        <translation>Geben Sie hier nur den Benutzernamen ein, ohne @ und Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="192"/>
        <source>The user name may contain only letters, digits, dots, hyphens and underscores, and must not start with a hyphen.</source>
        <translation>Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche enthalten und nicht mit einem Bindestrich beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="228"/>
        <source>The identity file %1 does not exist. Choose your private key with Browse…, or leave the field empty to use ssh-agent and your default keys.</source>
        <translation>Die Identitätsdatei %1 gibt es nicht. Wählen Sie Ihren privaten Schlüssel mit „Durchsuchen …“ oder lassen Sie das Feld leer, um ssh-agent und Ihre Standardschlüssel zu verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="232"/>
        <source>%1 is not a file: choose your private key file.</source>
        <translation>%1 ist keine Datei: Wählen Sie die Datei Ihres privaten Schlüssels.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="234"/>
        <source>You may not read the identity file %1.</source>
        <translation>Sie dürfen die Identitätsdatei %1 nicht lesen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="236"/>
        <source>%1 is the public half of a key. Choose the private key: the file of the same name without .pub.</source>
        <translation>%1 ist die öffentliche Hälfte eines Schlüssels. Wählen Sie den privaten Schlüssel: die gleichnamige Datei ohne .pub.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="258"/>
        <source>Choose your private SSH key</source>
        <translation>Ihren privaten SSH-Schlüssel wählen</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ResultsPage</name>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="97"/>
        <source>What the benchmark showed</source>
        <translation>Was der Benchmark gezeigt hat</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="98"/>
        <source>The answer first, then the measurements behind it. Everything here comes from the stored run, so it looks the same tomorrow and in the PDF.</source>
        <translation>Zuerst die Antwort, dann die Messungen dahinter. Alles hier stammt aus dem gespeicherten Lauf und sieht daher morgen und im PDF genauso aus.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="158"/>
        <source>Sho&amp;w:</source>
        <translation>Anzei&amp;gen:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="164"/>
        <source>Rows send, columns receive.</source>
        <translation>Zeilen senden, Spalten empfangen.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="174"/>
        <source>Design rules</source>
        <translation>Designregeln</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Design rule</source>
        <translation>Designregel</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="193"/>
        <source>The links the analysis used</source>
        <translation>Die Verbindungen, die die Analyse verwendet hat</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="199"/>
        <source>The setup check of these machines</source>
        <translation>Die Einrichtungsprüfung dieser Rechner</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="206"/>
        <source>Design rules for splitting a model over a network</source>
        <translation>Designregeln für die Aufteilung eines Modells über ein Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="208"/>
        <source>Each rule is met, not met, or not tested by this run, with the evidence.</source>
        <translation>Jede Regel ist in diesem Lauf erfüllt, nicht erfüllt oder nicht getestet, jeweils mit Nachweis.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="219"/>
        <source>Steps of the serving run</source>
        <translation>Schritte des Serving-Laufs</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p50</source>
        <translation>Erstes Token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p99</source>
        <translation>Erstes Token p99</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Per token p50</source>
        <translation>Pro Token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Between tokens p50</source>
        <translation>Zwischen Tokens p50</translation>
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
        <translation>Wie die Server gestartet wurden</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="248"/>
        <source>Each step</source>
        <translation>Jeder Schritt</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="329"/>
        <source>Run %1 cannot be shown: %2. Run the benchmark again on the Inference page.</source>
        <translation>Lauf %1 kann nicht angezeigt werden: %2. Führen Sie den Benchmark auf der Inferenzseite erneut aus.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="335"/>
        <source>There is no database, so there are no stored results to show.</source>
        <translation>Es gibt keine Datenbank, daher gibt es keine gespeicherten Ergebnisse zum Anzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="336"/>
        <source>No benchmark has run yet. Go back to the Inference page and run one: its results appear here.</source>
        <translation>Es ist noch kein Benchmark gelaufen. Gehen Sie zurück zur Inferenzseite und führen Sie einen aus: Seine Ergebnisse erscheinen hier.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="354"/>
        <source>Run %1 of %2 on %3, started %4.</source>
        <translation>Lauf %1 mit %2 auf %3, gestartet am %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="367"/>
        <source>Splits and copies ran over %n sets of machines: %1.</source>
        <translation>
            <numerusform>Aufteilungen und Kopien liefen auf %n Rechnergruppe: %1.</numerusform>
            <numerusform>Aufteilungen und Kopien liefen auf %n Rechnergruppen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="371"/>
        <source>It was cancelled: only the layouts that finished are shown.</source>
        <translation>Er wurde abgebrochen: Nur die fertigen Anordnungen werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="373"/>
        <source>It failed: only the layouts that finished are shown.</source>
        <translation>Er ist fehlgeschlagen: Nur die fertigen Anordnungen werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="376"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the layouts that finished are shown.</source>
        <translation>Er wurde unterbrochen (ShardScope oder der Computer wurde währenddessen beendet): Nur die fertigen Anordnungen werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="380"/>
        <source>It is still running: only the layouts that finished so far are shown.</source>
        <translation>Er läuft noch: Nur die bisher fertigen Anordnungen werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="407"/>
        <source>No prediction: there is no link test of these machines. Measure the links on the Network page, then run the benchmark again.</source>
        <translation>Keine Vorhersage: Es gibt keinen Verbindungstest dieser Rechner. Messen Sie die Verbindungen auf der Netzwerkseite und führen Sie dann den Benchmark erneut aus.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="411"/>
        <source>No prediction: it needs a tensor or pipeline parallel run that finished.</source>
        <translation>Keine Vorhersage: Dafür braucht es einen abgeschlossenen Lauf mit Tensor- oder Pipeline-Parallelität.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="437"/>
        <source>Serving run %1: %2 at %3, model %4, %5, started %6. The requests were sent from %7.</source>
        <translation>Serving-Lauf %1: %2 unter %3, Modell %4, %5, gestartet am %6. Die Anfragen wurden von %7 gesendet.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="440"/>
        <source>not named</source>
        <translation>ohne Namen</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="443"/>
        <source>this computer</source>
        <translation>diesem Computer</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="446"/>
        <source>Sampled while it ran: %1.</source>
        <translation>Während des Laufs gemessen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="448"/>
        <source>It was cancelled: only the steps that finished count.</source>
        <translation>Er wurde abgebrochen: Nur die fertigen Schritte zählen.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="450"/>
        <source>It failed: only the steps measured cleanly count.</source>
        <translation>Er ist fehlgeschlagen: Nur die sauber gemessenen Schritte zählen.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="453"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the steps that finished count.</source>
        <translation>Er wurde unterbrochen (ShardScope oder der Computer wurde währenddessen beendet): Nur die fertigen Schritte zählen.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="456"/>
        <source>It is still running: only the steps done so far are shown.</source>
        <translation>Er läuft noch: Nur die bisher fertigen Schritte werden gezeigt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="468"/>
        <source>Compared: %n serving run(s) of this model on this server.</source>
        <translation>
            <numerusform>Verglichen: %n Serving-Lauf dieses Modells auf diesem Server.</numerusform>
            <numerusform>Verglichen: %n Serving-Läufe dieses Modells auf diesem Server.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="474"/>
        <source>%n request(s) at once: %1.</source>
        <translation>
            <numerusform>%n Anfrage gleichzeitig: %1.</numerusform>
            <numerusform>%n gleichzeitige Anfragen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="479"/>
        <source>These steps are not clean results and are left out of the charts:</source>
        <translation>Diese Schritte sind keine sauberen Ergebnisse und fehlen in den Diagrammen:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="518"/>
        <source>%1 % of answered</source>
        <translation>%1 % der beantworteten</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="520"/>
        <source>no targets</source>
        <translation>keine Zielwerte</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="543"/>
        <source>%1 was not sampled: %2</source>
        <translation>%1 wurde nicht gemessen: %2</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="548"/>
        <source>GPU %1 of %2 was idle the whole step: the server placed no work there.</source>
        <translation>GPU %1 von %2 war den ganzen Schritt im Leerlauf: Der Server hat ihr keine Arbeit gegeben.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="553"/>
        <source>%1&apos;s network carried %2 per generated token.</source>
        <translation>Das Netzwerk von %1 hat %2 pro erzeugtem Token übertragen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="558"/>
        <source>At %n request(s) at once:</source>
        <translation>
            <numerusform>Bei %n Anfrage gleichzeitig:</numerusform>
            <numerusform>Bei %n gleichzeitigen Anfragen:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results to show</source>
        <translation>Keine Ergebnisse zum Anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="602"/>
        <source>On your own server (%n serving run(s)): %1.</source>
        <translation>
            <numerusform>Auf Ihrem eigenen Server (%n Serving-Lauf): %1.</numerusform>
            <numerusform>Auf Ihrem eigenen Server (%n Serving-Läufe): %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="610"/>
        <source>Read these figures with care:</source>
        <translation>Lesen Sie diese Werte mit Vorsicht:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="621"/>
        <source>The link test of these machines from %1 (run %2): the what-if and the network rules use its round trips and throughput. Each cell is one direction between two machines.</source>
        <translation>Der Verbindungstest dieser Rechner vom %1 (Lauf %2): Das Was-wäre-wenn und die Netzwerkregeln verwenden seine Umlaufzeiten und Durchsätze. Jede Zelle ist eine Richtung zwischen zwei Rechnern.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="629"/>
        <source>No link test measured every pair of these machines before this run, so the network figures are missing. Measure the links on the Network page.</source>
        <translation>Kein Verbindungstest hat vor diesem Lauf jedes Paar dieser Rechner gemessen, daher fehlen die Netzwerkwerte. Messen Sie die Verbindungen auf der Netzwerkseite.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="651"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Schraffiert: Beide Enden sind derselbe Rechner, kein Netzwerkwert. Grau: Der Test ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ServePanel</name>
    <message>
        <location filename="../ui/ServePanel.cpp" line="68"/>
        <source>warming the server up (not counted)</source>
        <translation>Server wird aufgewärmt (nicht gezählt)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="71"/>
        <source>%1 requests answered, %2 failed</source>
        <translation>%1 Anfragen beantwortet, %2 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="80"/>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="144"/>
        <source>Measure the server you already run (llama.cpp&apos;s llama-server, vLLM, Ollama, LM Studio or any OpenAI-compatible server) the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once. The requests are sent from one of your machines, next to the server, so this computer&apos;s own network is not part of what is measured, while every machine below samples its processors, GPUs and network.</source>
        <translation>Messen Sie den Server, den Sie schon betreiben (llama-server von llama.cpp, vLLM, Ollama, LM Studio oder einen beliebigen OpenAI-kompatiblen Server), so wie es der Benchmark von vLLM selbst tut: die Zeit bis zum ersten Token, die Zeit pro Token und die Tokens pro Sekunde bei jeder Anzahl gleichzeitiger Anfragen. Die Anfragen werden von einem Ihrer Rechner direkt neben dem Server gesendet, sodass das Netzwerk dieses Computers nicht mitgemessen wird, während jeder Rechner unten seine Prozessoren, GPUs und sein Netzwerk misst.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="150"/>
        <source>ShardScope starts llama.cpp (your own build of llama-server and rpc-server) on the checked machines, loads the model, and measures it the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once, while every machine samples its processors, GPUs and network. The time to load the model is measured too. When the run ends, is cancelled or fails, ShardScope stops every server it started.</source>
        <translation>ShardScope startet llama.cpp (Ihren eigenen Build von llama-server und rpc-server) auf den angehakten Rechnern, lädt das Modell und misst es so, wie es der Benchmark von vLLM selbst tut: die Zeit bis zum ersten Token, die Zeit pro Token und die Tokens pro Sekunde bei jeder Anzahl gleichzeitiger Anfragen, während jeder Rechner seine Prozessoren, GPUs und sein Netzwerk misst. Auch die Ladezeit des Modells wird gemessen. Wenn der Lauf endet, abgebrochen wird oder fehlschlägt, beendet ShardScope jeden Server, den es gestartet hat.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Cluster address</source>
        <translation>Cluster-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="165"/>
        <source>Machines the server runs on</source>
        <translation>Rechner, auf denen der Server läuft</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="166"/>
        <source>Machines llama.cpp runs on</source>
        <translation>Rechner, auf denen llama.cpp läuft</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="172"/>
        <source>The server runs on these &amp;machines:</source>
        <translation>Der Server läuft auf diesen &amp;Rechnern:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="173"/>
        <source>llama.cpp runs on these &amp;machines (the first checked one runs llama-server, the one you send the requests to):</source>
        <translation>llama.cpp läuft auf diesen &amp;Rechnern (der erste angehakte führt llama-server aus, an ihn gehen die Anfragen):</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="183"/>
        <source>The server&apos;s address as the machine that sends the requests reaches it: http://address:port, with a path when the API is not at the root. llama-server listens on port 8080, vLLM on 8000, Ollama on 11434.</source>
        <translation>Die Adresse des Servers, wie der Rechner, der die Anfragen sendet, ihn erreicht: http://Adresse:Port, mit einem Pfad, wenn die API nicht im Wurzelverzeichnis liegt. llama-server lauscht auf Port 8080, vLLM auf 8000, Ollama auf 11434.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="189"/>
        <source>as the server names it; empty: the one model it lists</source>
        <translation>wie der Server es nennt; leer: das eine Modell, das er anbietet</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="193"/>
        <source>only if the server asks for one</source>
        <translation>nur, wenn der Server einen verlangt</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="194"/>
        <source>Sent as a bearer token. Kept in memory while ShardScope runs: never stored, never put on a command line.</source>
        <translation>Wird als Bearer-Token gesendet. Bleibt nur im Arbeitsspeicher, solange ShardScope läuft: nie gespeichert, nie in eine Befehlszeile geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="198"/>
        <source>Ask the server</source>
        <translation>Server fragen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="199"/>
        <source>OpenAI completions (/v1/completions)</source>
        <translation>OpenAI Completions (/v1/completions)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="201"/>
        <source>OpenAI chat (/v1/chat/completions)</source>
        <translation>OpenAI Chat (/v1/chat/completions)</translation>
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
        <translation>Der Rechner, dessen Agent die Anfragen sendet. Am besten ist der erste Rechner des Servers: Dann wird nur der Server gemessen. Dieser Computer fügt jedem Wert sein eigenes Netzwerk hinzu (etwa WLAN).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="221"/>
        <source>One machine</source>
        <translation>Ein Rechner</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="222"/>
        <source>Split over RPC</source>
        <translation>Über RPC aufgeteilt</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="223"/>
        <source>One copy per machine</source>
        <translation>Eine Kopie pro Rechner</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="227"/>
        <source>How your server spreads the model over the machines, as you started it. ShardScope cannot see it; the verdict compares runs by it (llama.cpp&apos;s RPC is pipeline parallel).</source>
        <translation>Wie Ihr Server das Modell auf die Rechner verteilt, so wie Sie ihn gestartet haben. ShardScope kann das nicht sehen; das Ergebnis vergleicht Läufe danach (RPC von llama.cpp ist Pipeline-Parallelität).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="229"/>
        <source>One machine: llama-server on the first checked machine alone. Split over RPC: an rpc-server on every other checked machine holds a share of the layers, and llama-server on the first uses them. One copy per machine: llama-server with the whole model on every checked machine, the requests sent to each in turn.</source>
        <translation>Ein Rechner: llama-server allein auf dem ersten angehakten Rechner. Über RPC aufgeteilt: Ein rpc-server auf jedem weiteren angehakten Rechner hält einen Teil der Schichten, und llama-server auf dem ersten nutzt sie. Eine Kopie pro Rechner: llama-server mit dem ganzen Modell auf jedem angehakten Rechner, die Anfragen gehen reihum an jeden.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="242"/>
        <source>How many requests are in flight at once, separated by commas: each number is one step.</source>
        <translation>Wie viele Anfragen gleichzeitig laufen, durch Kommas getrennt: Jede Zahl ist ein Schritt.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="247"/>
        <location filename="../ui/ServePanel.cpp" line="252"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="253"/>
        <source>Every answer is this long: the server is asked to ignore its end-of-sequence token.</source>
        <translation>Jede Antwort ist so lang: Der Server wird gebeten, sein End-of-Sequence-Token zu ignorieren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="260"/>
        <source>Requests counted at each step, after %n warm-up request(s) that are not.</source>
        <translation>
            <numerusform>Bei jedem Schritt gezählte Anfragen, nach %n Aufwärmanfrage, die nicht zählt.</numerusform>
            <numerusform>Bei jedem Schritt gezählte Anfragen, nach %n Aufwärmanfragen, die nicht zählen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="265"/>
        <source>Server &amp;address:</source>
        <translation>Server-&amp;Adresse:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="266"/>
        <source>M&amp;odel name:</source>
        <translation>M&amp;odellname:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="267"/>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="268"/>
        <source>&amp;Dialect:</source>
        <translation>&amp;Dialekt:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="271"/>
        <source>Send the requests &amp;from:</source>
        <translation>Anfragen senden &amp;von:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>The server &amp;runs the model as:</source>
        <translation>Der Server be&amp;treibt das Modell als:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>llama.cpp &amp;runs the model as:</source>
        <translation>llama.cpp be&amp;treibt das Modell als:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="274"/>
        <source>Requests at o&amp;nce:</source>
        <translation>&amp;Gleichzeitige Anfragen:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="277"/>
        <source>in,</source>
        <translation>Eingabe,</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="279"/>
        <source>out,</source>
        <translation>Ausgabe,</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="281"/>
        <source>requests a step</source>
        <translation>Anfragen pro Schritt</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="283"/>
        <source>&amp;Workload:</source>
        <translation>&amp;Last:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="295"/>
        <source>vLLM &amp;launch lines…</source>
        <translation>vLLM-Startbe&amp;fehle …</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="298"/>
        <source>The commands that start vLLM over the checked machines with the cluster interface pinned, to copy. ShardScope does not start vLLM.</source>
        <translation>Die Befehle zum Kopieren, die vLLM auf den angehakten Rechnern mit fest eingestellter Cluster-Schnittstelle starten. ShardScope startet vLLM nicht selbst.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>Your server</source>
        <translation>Ihr Server</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>llama.cpp on your machines</source>
        <translation>llama.cpp auf Ihren Rechnern</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>Measure &amp;the server</source>
        <translation>Server &amp;messen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>&amp;Start and measure</source>
        <translation>Starten und &amp;messen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="316"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="320"/>
        <source>Steps done</source>
        <translation>Fertige Schritte</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Requests at once</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>First token (median)</source>
        <translation>Erstes Token (Median)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Per token (median)</source>
        <translation>Pro Token (Median)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="333"/>
        <source>Steps of this serving run</source>
        <translation>Schritte dieses Serving-Laufs</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="343"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="410"/>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="411"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="432"/>
        <location filename="../ui/ServePanel.cpp" line="436"/>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="492"/>
        <source>Give the server&apos;s address, such as http://192.168.1.20:8080.</source>
        <translation>Geben Sie die Adresse des Servers an, etwa http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="494"/>
        <source>Give the requests at once as numbers from 1 to %1, separated by commas.</source>
        <translation>Geben Sie die gleichzeitigen Anfragen als Zahlen von 1 bis %1 an, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="497"/>
        <source>%1 needs at least two checked machines: check the machines the server runs on.</source>
        <translation>%1 braucht mindestens zwei angehakte Rechner: Haken Sie die Rechner an, auf denen der Server läuft.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="500"/>
        <source>This plan cannot run. (Details: %1)</source>
        <translation>Dieser Plan kann nicht laufen. (Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="536"/>
        <source>No launch lines for these machines. (Details: %1)</source>
        <translation>Keine Startbefehle für diese Rechner. (Details: %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="538"/>
        <source>vLLM over %n machine(s): tensor parallel %1, pipeline parallel %2. ShardScope does not start it: run these, in this order. The API key, if you want one, goes in the environment variable VLLM_API_KEY, never on the command line.</source>
        <translation>
            <numerusform>vLLM auf %n Rechner: Tensor-Parallelität %1, Pipeline-Parallelität %2. ShardScope startet es nicht: Führen Sie diese Befehle in dieser Reihenfolge aus. Der API-Schlüssel, falls Sie einen möchten, gehört in die Umgebungsvariable VLLM_API_KEY, nie in die Befehlszeile.</numerusform>
            <numerusform>vLLM auf %n Rechnern: Tensor-Parallelität %1, Pipeline-Parallelität %2. ShardScope startet es nicht: Führen Sie diese Befehle in dieser Reihenfolge aus. Der API-Schlüssel, falls Sie einen möchten, gehört in die Umgebungsvariable VLLM_API_KEY, nie in die Befehlszeile.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="547"/>
        <source>%1. On %2 (%3):</source>
        <translation>%1. Auf %2 (%3):</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="553"/>
        <source>Then give %1 as the server address here.</source>
        <translation>Geben Sie dann hier %1 als Server-Adresse an.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="556"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="563"/>
        <source>vLLM launch lines</source>
        <translation>vLLM-Startbefehle</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="570"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="598"/>
        <source>%n step(s) of %1 requests each, sent from %2.</source>
        <translation>
            <numerusform>%n Schritt mit je %1 Anfragen, Absender: %2.</numerusform>
            <numerusform>%n Schritte mit je %1 Anfragen, Absender: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="602"/>
        <source>%n machine(s) sampled while it runs.</source>
        <translation>
            <numerusform>%n Rechner wird während des Laufs gemessen.</numerusform>
            <numerusform>%n Rechner werden während des Laufs gemessen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="609"/>
        <source>%1 of %2 steps</source>
        <translation>%1 von %2 Schritten</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="611"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="616"/>
        <source>Starting the agents and asking the server what it is…</source>
        <translation>Agenten werden gestartet, und der Server wird gefragt, was er ist …</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="617"/>
        <source>Starting the agents…</source>
        <translation>Agenten werden gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="623"/>
        <source>Click Measure the server to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>Klicken Sie auf „Server messen“, um zu beginnen. Sie können jederzeit abbrechen; was bis dahin gemessen wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="625"/>
        <source>Click Start and measure to start. You can cancel at any time: ShardScope stops the servers, and what was measured until then is kept.</source>
        <translation>Klicken Sie auf „Starten und messen“, um zu beginnen. Sie können jederzeit abbrechen: ShardScope beendet die Server, und was bis dahin gemessen wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="648"/>
        <source>There is no database: this run is not kept.</source>
        <translation>Es gibt keine Datenbank: Dieser Lauf wird nicht aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="668"/>
        <source>The run is stored once the server has answered.</source>
        <translation>Der Lauf wird gespeichert, sobald der Server geantwortet hat.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="672"/>
        <source>The run could not start. (Details: %1)</source>
        <translation>Der Lauf konnte nicht starten. (Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="673"/>
        <source>The run could not start: another one is still running.</source>
        <translation>Der Lauf konnte nicht starten: Ein anderer läuft noch.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="701"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="722"/>
        <source>Storing the run failed, so it is not kept: %1</source>
        <translation>Das Speichern des Laufs ist fehlgeschlagen, daher wird er nicht aufbewahrt: %1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="727"/>
        <source>Each step is stored as soon as it is done (stored run %1).</source>
        <translation>Jeder Schritt wird gespeichert, sobald er fertig ist (gespeicherter Lauf %1).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="730"/>
        <source>The server is %1; the model is %2.</source>
        <translation>Der Server ist %1; das Modell ist %2.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="731"/>
        <source>not named</source>
        <translation>ohne Namen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="740"/>
        <source>Step %1 of %2: %n request(s) at once.</source>
        <translation>
            <numerusform>Schritt %1 von %2: %n Anfrage gleichzeitig.</numerusform>
            <numerusform>Schritt %1 von %2: %n gleichzeitige Anfragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="750"/>
        <source>Step %1 of %2, %n request(s) at once: %3.</source>
        <translation>
            <numerusform>Schritt %1 von %2, %n Anfrage gleichzeitig: %3.</numerusform>
            <numerusform>Schritt %1 von %2, %n gleichzeitige Anfragen: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="787"/>
        <source>Step %1 (%n request(s) at once) is not a clean result.</source>
        <translation>
            <numerusform>Schritt %1 (%n Anfrage gleichzeitig) ist kein sauberes Ergebnis.</numerusform>
            <numerusform>Schritt %1 (%n gleichzeitige Anfragen) ist kein sauberes Ergebnis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>No reason was given.</source>
        <translation>Es wurde kein Grund angegeben.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="791"/>
        <source>Step %1 measured %2 tokens/s.</source>
        <translation>Schritt %1 hat %2 Tokens/s gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="817"/>
        <source>Cancelled before the first step.</source>
        <translation>Vor dem ersten Schritt abgebrochen.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="858"/>
        <source>The server could not be measured. (Details: %1)</source>
        <translation>Der Server konnte nicht gemessen werden. (Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="822"/>
        <source>Cancelled: %1 of %2 steps measured cleanly; what was measured until then is kept.</source>
        <translation>Abgebrochen: %1 von %2 Schritten sauber gemessen; was bis dahin gemessen wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="826"/>
        <source>%1 of %2 steps measured cleanly.</source>
        <translation>%1 von %2 Schritten sauber gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="828"/>
        <source>Click Show results to see what they mean.</source>
        <translation>Klicken Sie auf „Ergebnisse anzeigen“, um zu sehen, was sie bedeuten.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="835"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>Als Lauf %1 gespeichert: Er bleibt im Verlauf, auch nach einem Neustart.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="837"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Seine Ergebnisse sind als Lauf %1 gespeichert, wie der Lauf endete, aber nicht: Der Verlauf zeigt ihn als unterbrochen, sobald ShardScope wieder gestartet wird.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="843"/>
        <source>Nothing was stored: the server never answered.</source>
        <translation>Nichts wurde gespeichert: Der Server hat nie geantwortet.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SetupCheckPage</name>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="79"/>
        <source>Is your setup right?</source>
        <translation>Stimmt Ihre Einrichtung?</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="80"/>
        <source>Before measuring, ShardScope checks what most often goes wrong between machines: which network interface the software should use, whether each machine reaches every other by name and on the ports the software will open, routers on the way, addresses that may change, inference servers open to every network, and firewalls. It changes nothing.</source>
        <translation>Vor dem Messen prüft ShardScope, was zwischen Rechnern am häufigsten schiefgeht: welche Netzwerkschnittstelle die Software verwenden soll, ob jeder Rechner jeden anderen über seinen Namen und auf den Ports erreicht, die die Software öffnen wird, Router auf dem Weg, Adressen, die sich ändern können, Inferenz-Server, die für alle Netzwerke offen sind, und Firewalls. Dabei wird nichts verändert.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="85"/>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check</source>
        <translation>Einrichtungsprüfung &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="88"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="91"/>
        <source>Sa&amp;ve setup sheet…</source>
        <translation>Einrichtungsblatt s&amp;peichern …</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="93"/>
        <source>One page to keep: each machine, its interface and settings, the launch lines that worked, the checks and the link test to compare against later</source>
        <translation>Eine Seite zum Aufbewahren: jeder Rechner mit seiner Schnittstelle und seinen Einstellungen, die Startbefehle, die funktioniert haben, die Prüfungen und der Verbindungstest, um später damit zu vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="98"/>
        <source>Setup check progress</source>
        <translation>Fortschritt der Einrichtungsprüfung</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="109"/>
        <source>Cluster interface of each machine</source>
        <translation>Cluster-Schnittstelle jedes Rechners</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Cluster interface</source>
        <translation>Cluster-Schnittstelle</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="117"/>
        <source>Checks and their findings</source>
        <translation>Prüfungen und ihre Befunde</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="129"/>
        <source>&amp;Interfaces between the machines:</source>
        <translation>Schn&amp;ittstellen zwischen den Rechnern:</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="131"/>
        <source>C&amp;hecks (select one for what was found and what to do):</source>
        <translation>P&amp;rüfungen (wählen Sie eine aus, um zu sehen, was gefunden wurde und was zu tun ist):</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check again</source>
        <translation>Einrichtungsprüfung erneut &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="245"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="247"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Verbindung zu %1 Rechnern wird aufgebaut, ihre Agenten werden gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="248"/>
        <source>Checking: %1</source>
        <translation>Wird geprüft: %1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="250"/>
        <source>There are no machines yet. Go back and add them on the Machines page.</source>
        <translation>Es gibt noch keine Rechner. Gehen Sie zurück und fügen Sie sie auf der Seite „Ihre Rechner“ hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="253"/>
        <source>Click Run setup check: it takes a few seconds per machine and leaves nothing running.</source>
        <translation>Klicken Sie auf „Einrichtungsprüfung ausführen“: Das dauert pro Rechner ein paar Sekunden, und danach läuft nichts weiter.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="283"/>
        <source>Cancelled: below is what was checked before it stopped.</source>
        <translation>Abgebrochen: Unten steht, was bis zum Abbruch geprüft wurde.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="284"/>
        <source>%n problem(s) to fix before measuring.</source>
        <translation>
            <numerusform>Vor dem Messen ist %n Problem zu beheben.</numerusform>
            <numerusform>Vor dem Messen sind %n Probleme zu beheben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="285"/>
        <source>No problem; %n warning(s) worth a look.</source>
        <translation>
            <numerusform>Kein Problem; %n Warnung ist einen Blick wert.</numerusform>
            <numerusform>Kein Problem; %n Warnungen sind einen Blick wert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="286"/>
        <source>Every check passed.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="288"/>
        <source>%n machine(s) could not be checked: see below.</source>
        <translation>
            <numerusform>%n Rechner konnte nicht geprüft werden: siehe unten.</numerusform>
            <numerusform>%n Rechner konnten nicht geprüft werden: siehe unten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="295"/>
        <source>Kept in the history as run %1.</source>
        <translation>Im Verlauf als Lauf %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="320"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="352"/>
        <source>Nothing to do.</source>
        <translation>Nichts zu tun.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="353"/>
        <source>Select a finding for what was found and what to do.</source>
        <translation>Wählen Sie einen Befund aus, um zu sehen, was gefunden wurde und was zu tun ist.</translation>
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
        <translation>Was zu tun ist: %1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="404"/>
        <source>Save the setup sheet</source>
        <translation>Einrichtungsblatt speichern</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="405"/>
        <source>PDF (*.pdf);;Markdown (*.md)</source>
        <translation>PDF (*.pdf);;Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="411"/>
        <source>The setup sheet is saved as %1.</source>
        <translation>Das Einrichtungsblatt ist als %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ShardScopeWizard</name>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="104"/>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="114"/>
        <source>A benchmark is running. Wait for it or cancel it, then run the other one again.</source>
        <translation>Ein Benchmark läuft gerade. Warten Sie, bis er fertig ist, oder brechen Sie ihn ab, und führen Sie dann den anderen erneut aus.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="117"/>
        <source>There is no database, so there is no stored run to repeat.</source>
        <translation>Es gibt keine Datenbank, daher gibt es keinen gespeicherten Lauf zum Wiederholen.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="120"/>
        <source>Run %1 is no longer in the database.</source>
        <translation>Lauf %1 ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="123"/>
        <source>Run %1 cannot be repeated: its configuration cannot be read (%2).</source>
        <translation>Lauf %1 kann nicht wiederholt werden: Seine Konfiguration ist nicht lesbar (%2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="147"/>
        <source>Run %1 cannot be repeated as it was: it split the model over %2, and %3 can no longer take part (removed, or its agent was taken off). Over other machines the split would measure something else. Add the machine again on the Machines page, or choose the machines yourself on the Inference page.</source>
        <translation>
            <numerusform>Lauf %1 kann nicht unverändert wiederholt werden: Er hat das Modell auf %2 aufgeteilt, und der Rechner %3 kann nicht mehr teilnehmen (er wurde entfernt, oder sein Agent wurde von ihm gelöscht). Auf anderen Rechnern würde die Aufteilung etwas anderes messen. Fügen Sie den Rechner auf der Seite „Ihre Rechner“ wieder hinzu, oder wählen Sie die Rechner auf der Inferenzseite selbst aus.</numerusform>
            <numerusform>Lauf %1 kann nicht unverändert wiederholt werden: Er hat das Modell auf %2 aufgeteilt, und die Rechner %3 können nicht mehr teilnehmen (sie wurden entfernt, oder ihr Agent wurde von ihnen gelöscht). Auf anderen Rechnern würde die Aufteilung etwas anderes messen. Fügen Sie die Rechner auf der Seite „Ihre Rechner“ wieder hinzu, oder wählen Sie die Rechner auf der Inferenzseite selbst aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="158"/>
        <source>Run %1 used %2, which can no longer take part (removed, or its agent was taken off). This time it runs on %3.</source>
        <translation>
            <numerusform>Lauf %1 hat den Rechner %2 verwendet, der nicht mehr teilnehmen kann (er wurde entfernt, oder sein Agent wurde von ihm gelöscht). Diesmal läuft er auf %3.</numerusform>
            <numerusform>Lauf %1 hat die Rechner %2 verwendet, die nicht mehr teilnehmen können (sie wurden entfernt, oder ihr Agent wurde von ihnen gelöscht). Diesmal läuft er auf %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="178"/>
        <source>Show results</source>
        <translation>Ergebnisse anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="179"/>
        <source>A benchmark is running. Wait for it or cancel it, then show the other run&apos;s results.</source>
        <translation>Ein Benchmark läuft gerade. Warten Sie, bis er fertig ist, oder brechen Sie ihn ab, und zeigen Sie dann die Ergebnisse des anderen Laufs an.</translation>
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
        <translation>Rechner aus Ihrer SSH-Konfiguration importieren</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="38"/>
        <source>&amp;Other file…</source>
        <translation>Andere &amp;Datei …</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Identity file</source>
        <translation>Identitätsdatei</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Runs when connecting</source>
        <translation>Läuft beim Verbinden</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="56"/>
        <source>Machines found</source>
        <translation>Gefundene Rechner</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="58"/>
        <source>Check &amp;all</source>
        <translation>&amp;Alle ankreuzen</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="60"/>
        <source>Check &amp;none</source>
        <translation>&amp;Keine ankreuzen</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="68"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="71"/>
        <source>Check the machines you want ShardScope to use. Entries with * or ? are patterns, not machines, and are not listed.</source>
        <translation>Kreuzen Sie die Rechner an, die ShardScope verwenden soll. Einträge mit * oder ? sind Muster, keine Rechner, und werden nicht aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="105"/>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="112"/>
        <source>%1 could not be read, so nothing can be imported from it. Choose another file with Other file…, or add the machines one by one with Add… instead. (Details: %2)</source>
        <translation>%1 konnte nicht gelesen werden, daher lässt sich daraus nichts importieren. Wählen Sie mit „Andere Datei …“ eine andere Datei oder fügen Sie die Rechner stattdessen einzeln mit „Hinzufügen …“ hinzu. (Details: %2)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="135"/>
        <source>Each time ShardScope connects to %1, it runs this on this computer, as ssh does: %2. Import %1 only if you trust that command.</source>
        <translation>Jedes Mal, wenn ShardScope sich mit %1 verbindet, führt es dies auf diesem Computer aus, wie ssh es tut: %2. Importieren Sie %1 nur, wenn Sie diesem Befehl vertrauen.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="147"/>
        <source>Already added</source>
        <translation>Schon hinzugefügt</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="148"/>
        <source>%1 (already added)</source>
        <translation>%1 (schon hinzugefügt)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="154"/>
        <source>%1 (cannot be imported)</source>
        <translation>%1 (nicht importierbar)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="160"/>
        <source>No machines found in this file.</source>
        <translation>In dieser Datei wurden keine Rechner gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="162"/>
        <source>No machine in this file can be imported: each has been added already or has a setting ShardScope cannot use (its tooltip says which).</source>
        <translation>Kein Rechner dieser Datei lässt sich importieren: Jeder ist schon hinzugefügt oder hat eine Einstellung, die ShardScope nicht verwenden kann (sein Tooltip sagt, welche).</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="165"/>
        <source>Every machine in this file has been added already.</source>
        <translation>Alle Rechner dieser Datei sind schon hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="167"/>
        <source>Machines found: %1.</source>
        <translation>Gefundene Rechner: %1.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="171"/>
        <source>Machines that connect through a ProxyCommand or ProxyJump: %1. ShardScope runs that command on this computer every time it connects to one of them: check the column &quot;Runs when connecting&quot; before you import them.</source>
        <translation>Rechner, die über ProxyCommand oder ProxyJump verbinden: %1. ShardScope führt diesen Befehl bei jeder Verbindung zu einem von ihnen auf diesem Computer aus: Prüfen Sie die Spalte „Läuft beim Verbinden“, bevor Sie sie importieren.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="191"/>
        <source>Choose an SSH configuration file</source>
        <translation>Eine SSH-Konfigurationsdatei wählen</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WelcomePage</name>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="14"/>
        <source>Welcome to ShardScope</source>
        <translation>Willkommen bei ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="15"/>
        <source>ShardScope finds out, by measuring, whether your model runs better on one machine or split across several of your machines.</source>
        <translation>ShardScope findet durch Messungen heraus, ob Ihr Modell besser auf einem Rechner läuft oder verteilt auf mehrere Ihrer Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="21"/>
        <source>&lt;b&gt;Inventory.&lt;/b&gt; It lists what each machine has: GPUs, memory, network interfaces and their link speed, operating system, inference software.</source>
        <translation>&lt;b&gt;Bestandsaufnahme.&lt;/b&gt; ShardScope listet auf, was jeder Rechner hat: GPUs, Arbeitsspeicher, Netzwerkschnittstellen und ihre Verbindungsgeschwindigkeit, Betriebssystem, Inferenz-Software.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="24"/>
        <source>&lt;b&gt;Agent.&lt;/b&gt; It copies a small helper program, the ShardScope agent, to each machine over SSH. It needs no administrator rights and can be removed at any time.</source>
        <translation>&lt;b&gt;Agent.&lt;/b&gt; ShardScope kopiert ein kleines Hilfsprogramm, den ShardScope-Agenten, per SSH auf jeden Rechner. Er braucht keine Administratorrechte und lässt sich jederzeit wieder entfernen.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="28"/>
        <source>&lt;b&gt;Link tests.&lt;/b&gt; The agents measure delay, jitter, packet loss and throughput between every pair of machines.</source>
        <translation>&lt;b&gt;Verbindungstests.&lt;/b&gt; Die Agenten messen Verzögerung, Jitter, Paketverlust und Durchsatz zwischen je zwei Rechnern.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>&lt;b&gt;Inference runs.&lt;/b&gt; The same model shape runs on one machine and split across machines, with time to first token and tokens per second measured.</source>
        <translation>&lt;b&gt;Inferenzläufe.&lt;/b&gt; Dieselbe Modellgröße läuft auf einem Rechner und verteilt auf mehrere; gemessen werden die Zeit bis zum ersten Token und die Tokens pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="34"/>
        <source>&lt;b&gt;Verdict and report.&lt;/b&gt; ShardScope tells you whether to stay on one machine, run copies side by side or split the model, with the numbers behind it, and saves a PDF report.</source>
        <translation>&lt;b&gt;Ergebnis und Bericht.&lt;/b&gt; ShardScope sagt Ihnen, ob Sie bei einem Rechner bleiben, Kopien nebeneinander betreiben oder das Modell aufteilen sollten – mit den Zahlen, die das begründen – und speichert einen PDF-Bericht.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="41"/>
        <source>The machines you want to use, switched on.</source>
        <translation>Die Rechner, die Sie nutzen möchten, eingeschaltet.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="43"/>
        <source>SSH access to each of them with your user name (a key is best).</source>
        <translation>SSH-Zugang zu jedem davon mit Ihrem Benutzernamen (am besten mit Schlüssel).</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="45"/>
        <source>A wired network: the machines connected by cable to the same switch. Wi-Fi works, but it is usually too slow for splitting a model.</source>
        <translation>Ein kabelgebundenes Netzwerk: die Rechner per Kabel am selben Switch. WLAN funktioniert auch, ist aber meist zu langsam, um ein Modell aufzuteilen.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What will happen</source>
        <translation>Was passiert</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What you need</source>
        <translation>Was Sie brauchen</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="56"/>
        <source>Nothing is changed on your machines except the agent&apos;s own folder. Click Next to start with this computer.</source>
        <translation>Auf Ihren Rechnern wird nichts verändert außer dem eigenen Ordner des Agenten. Klicken Sie auf „Weiter“, um mit diesem Computer zu beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="62"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="64"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="66"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf …</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="68"/>
        <source>Every earlier run: compare them, mark a baseline, run one again</source>
        <translation>Alle früheren Läufe: vergleichen, eine Referenz markieren, einen erneut ausführen</translation>
    </message>
</context>
</TS>
