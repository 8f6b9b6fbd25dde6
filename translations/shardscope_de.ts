<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
        <location filename="../ui/ErrorText.cpp" line="12"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="42"/>
        <source>The refresh was cancelled. Click Refresh to inventory this computer again.</source>
        <translation>Die Aktualisierung wurde abgebrochen. Klicken Sie auf „Aktualisieren“, um diesen Computer erneut zu erfassen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="29"/>
        <source>ShardScope could not find its helper program, shardscope-agent, which inventories this computer. It looked in: %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>ShardScope hat sein Hilfsprogramm shardscope-agent, das diesen Computer erfasst, nicht gefunden. Gesucht wurde in: %1. Installieren Sie ShardScope neu, oder setzen Sie die Umgebungsvariable SHARDSCOPE_AGENT auf den vollständigen Pfad von shardscope-agent und starten Sie ShardScope erneut.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="23"/>
        <source>The environment variable SHARDSCOPE_AGENT names %1, which is not an executable file, so ShardScope cannot inventory this computer. Set SHARDSCOPE_AGENT to the full path of shardscope-agent, or remove the variable to use the installed one, and start ShardScope again.</source>
        <translation>Die Umgebungsvariable SHARDSCOPE_AGENT nennt %1, das ist keine ausführbare Datei. Daher kann ShardScope diesen Computer nicht erfassen. Setzen Sie SHARDSCOPE_AGENT auf den vollständigen Pfad von shardscope-agent oder entfernen Sie die Variable, um den installierten Agenten zu verwenden, und starten Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="47"/>
        <source>ShardScope&apos;s helper program was not found at %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>Das Hilfsprogramm von ShardScope wurde unter %1 nicht gefunden. Installieren Sie ShardScope neu, oder setzen Sie die Umgebungsvariable SHARDSCOPE_AGENT auf den vollständigen Pfad von shardscope-agent und starten Sie ShardScope erneut.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="52"/>
        <source>The helper program %1 could not be started. Check that the file exists and is executable (chmod +x), or reinstall ShardScope.</source>
        <translation>Das Hilfsprogramm %1 konnte nicht gestartet werden. Prüfen Sie, ob die Datei existiert und ausführbar ist (chmod +x), oder installieren Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="57"/>
        <source>The helper program %1 stopped unexpectedly while inventorying this computer. Click Refresh to try again; if it keeps happening, please report it together with this message.</source>
        <translation>Das Hilfsprogramm %1 wurde beim Erfassen dieses Computers unerwartet beendet. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen; wenn das wieder passiert, melden Sie den Fehler bitte zusammen mit dieser Meldung.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="63"/>
        <source>The helper program did not answer in time. This computer may be very busy: click Refresh to try again.</source>
        <translation>Das Hilfsprogramm hat nicht rechtzeitig geantwortet. Dieser Computer ist vielleicht stark ausgelastet: Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="67"/>
        <source>The helper program could not inventory this computer. Click Refresh to try again.</source>
        <translation>Das Hilfsprogramm konnte diesen Computer nicht erfassen. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="71"/>
        <source>The answer of the helper program %1 could not be read. It may belong to a different ShardScope version: reinstall ShardScope.</source>
        <translation>Die Antwort des Hilfsprogramms %1 konnte nicht gelesen werden. Es gehört vielleicht zu einer anderen ShardScope-Version: Installieren Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="78"/>
        <source>Inventorying this computer failed. Click Refresh to try again.</source>
        <translation>Die Erfassung dieses Computers ist fehlgeschlagen. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="87"/>
        <source>The database %1 could not be opened, so nothing is saved in this session. Check that you may write to %2, or start ShardScope with --db and another file.</source>
        <translation>Die Datenbank %1 konnte nicht geöffnet werden, daher wird in dieser Sitzung nichts gespeichert. Prüfen Sie, ob Sie in %2 schreiben dürfen, oder starten Sie ShardScope mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="92"/>
        <source>The database %1 was written by a newer version of ShardScope, so nothing is saved in this session. Update ShardScope, or start it with --db and another file.</source>
        <translation>Die Datenbank %1 wurde von einer neueren ShardScope-Version geschrieben, daher wird in dieser Sitzung nichts gespeichert. Aktualisieren Sie ShardScope, oder starten Sie es mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="97"/>
        <source>The disk that holds the database %1 is full, so the inventory was not saved. Free some space and click Refresh.</source>
        <translation>Der Datenträger mit der Datenbank %1 ist voll, daher wurde die Bestandsaufnahme nicht gespeichert. Geben Sie Speicherplatz frei und klicken Sie auf „Aktualisieren“.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="105"/>
        <source>Reading or saving in the database %1 failed; the inventory shown may not be saved. If this keeps happening, start ShardScope with --db and another file.</source>
        <translation>Lesen oder Speichern in der Datenbank %1 ist fehlgeschlagen; die angezeigte Bestandsaufnahme ist möglicherweise nicht gespeichert. Wenn das wieder passiert, starten Sie ShardScope mit --db und einer anderen Datei.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="113"/>
        <source>The file %1 could not be written. Check that the folder exists, that you may write to it and that the disk is not full, then try again.</source>
        <translation>Die Datei %1 konnte nicht geschrieben werden. Prüfen Sie, ob der Ordner existiert, ob Sie darin schreiben dürfen und ob der Datenträger nicht voll ist, und versuchen Sie es dann erneut.</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <location filename="../ui/HealthText.cpp" line="38"/>
        <source>%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model split across machines; connect the machines to the switch with a cable and use the wired interface for the cluster.</source>
        <translation>%1: Die Netzwerkschnittstelle %2 ist WLAN. WLAN bringt Verzögerung und Jitter mit, die ein auf mehrere Rechner verteiltes Modell bremsen; verbinden Sie die Rechner per Kabel mit dem Switch und nutzen Sie die kabelgebundene Schnittstelle für den Cluster.</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="43"/>
        <source>%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at 1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the network card.</source>
        <translation>%1: Die Netzwerkschnittstelle %2 hat nur %3 Mb/s ausgehandelt. Eine Cluster-Verbindung sollte mit 1000 Mb/s oder mehr laufen: Prüfen Sie das Kabel (Cat 5e oder besser), den Switch-Port und die Netzwerkkarte.</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="48"/>
        <source>%1: network interface %2 runs at half duplex, so it cannot send and receive at the same time. This usually means the cable or the switch port did not negotiate properly: try another cable or port.</source>
        <translation>%1: Die Netzwerkschnittstelle %2 läuft im Halbduplex-Modus und kann daher nicht gleichzeitig senden und empfangen. Meist haben Kabel oder Switch-Port die Verbindung nicht richtig ausgehandelt: Versuchen Sie ein anderes Kabel oder einen anderen Port.</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="22"/>
        <source>%1 on %2</source>
        <comment>value on machines</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="53"/>
        <source>The MTU (largest packet size) of the cluster network interfaces differs: %1. Machines with different MTUs can lose or delay large packets between them. Set the same MTU on every machine (1500, or 9000 only if the switch supports jumbo frames).</source>
        <translation>Die MTU (größte Paketgröße) der Cluster-Netzwerkschnittstellen ist unterschiedlich: %1. Zwischen Rechnern mit unterschiedlicher MTU können große Pakete verloren gehen oder sich verzögern. Stellen Sie auf jedem Rechner dieselbe MTU ein (1500, oder 9000 nur, wenn der Switch Jumbo-Frames unterstützt).</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="58"/>
        <source>The NVIDIA driver versions differ: %1. A model split across machines needs the same driver on each: install the same driver version everywhere.</source>
        <translation>Die NVIDIA-Treiberversionen sind unterschiedlich: %1. Ein auf mehrere Rechner verteiltes Modell braucht auf jedem denselben Treiber: Installieren Sie überall dieselbe Treiberversion.</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="62"/>
        <source>The CUDA versions the NVIDIA drivers support differ: %1. Inference software built for one CUDA version may not run on the others: use the same driver (and CUDA version) on every machine.</source>
        <translation>Die von den NVIDIA-Treibern unterstützten CUDA-Versionen sind unterschiedlich: %1. Inferenz-Software, die für eine CUDA-Version gebaut wurde, läuft auf den anderen eventuell nicht: Verwenden Sie auf jedem Rechner denselben Treiber (und dieselbe CUDA-Version).</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="68"/>
        <source>The model needs %1 of GPU memory. No single machine has that much (the largest, %2, has %3), but all GPUs together have %4: the model fits only when split across machines, and the network between them will limit its speed.</source>
        <translation>Das Modell braucht %1 GPU-Speicher. Kein einzelner Rechner hat so viel (der größte, %2, hat %3), aber alle GPUs zusammen haben %4: Das Modell passt nur, wenn es auf mehrere Rechner verteilt wird, und das Netzwerk zwischen ihnen wird seine Geschwindigkeit begrenzen.</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="74"/>
        <source>The model needs %1 of GPU memory, but all GPUs together have only %2. Choose a smaller model or a smaller data type (a stronger quantization), or add a machine.</source>
        <translation>Das Modell braucht %1 GPU-Speicher, aber alle GPUs zusammen haben nur %2. Wählen Sie ein kleineres Modell oder einen kleineren Datentyp (eine stärkere Quantisierung), oder nehmen Sie einen weiteren Rechner hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="81"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="81"/>
        <source>All machines</source>
        <translation>Alle Rechner</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="88"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="90"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="92"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/HealthText.cpp" line="115"/>
        <source>No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, and across machines MTU, NVIDIA driver and CUDA versions.</source>
        <translation>Keine Probleme gefunden. Geprüft wurden: WLAN-Schnittstellen, Verbindungsgeschwindigkeit und Duplex der Netzwerkkarten sowie über alle Rechner hinweg MTU, NVIDIA-Treiber- und CUDA-Versionen.</translation>
    </message>
</context>
<context>
    <name>InventoryPdf</name>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="49"/>
        <location filename="../ui/InventoryPdf.cpp" line="152"/>
        <source>ShardScope inventory</source>
        <translation>ShardScope-Bestandsaufnahme</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="51"/>
        <source>Created %1 with ShardScope %2.</source>
        <translation>Erstellt am %1 mit ShardScope %2.</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="55"/>
        <source>Every value below was read from the machine itself by the ShardScope agent. &quot;%1&quot; means the machine did not report that value.</source>
        <translation>Jeder Wert unten wurde vom ShardScope-Agenten direkt auf dem Rechner ausgelesen. „%1“ bedeutet, dass der Rechner diesen Wert nicht gemeldet hat.</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="59"/>
        <source>Machines</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="60"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="60"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="60"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="60"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="60"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="61"/>
        <location filename="../ui/InventoryPdf.cpp" line="109"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="61"/>
        <source>Inventory</source>
        <translation>Bestandsaufnahme</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="77"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="95"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="98"/>
        <source>Kernel %1, architecture %2, C library %3</source>
        <translation>Kernel %1, Architektur %2, C-Bibliothek %3</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="102"/>
        <source>Inference software: %1</source>
        <translation>Inferenz-Software: %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="103"/>
        <source>Inventory taken %1 by agent %2</source>
        <translation>Erfasst am %1 von Agent %2</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="122"/>
        <source>Network interfaces</source>
        <translation>Netzwerkschnittstellen</translation>
    </message>
    <message>
        <location filename="../ui/InventoryPdf.cpp" line="125"/>
        <source>The machine reported no network interfaces.</source>
        <translation>Der Rechner hat keine Netzwerkschnittstellen gemeldet.</translation>
    </message>
</context>
<context>
    <name>InventoryText</name>
    <message>
        <location filename="../ui/InventoryText.cpp" line="26"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="31"/>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="45"/>
        <source>%1 EiB</source>
        <translation>%1 EiB</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="80"/>
        <source>%1 (%2 cores, %3 threads)</source>
        <translation>%1 (%2 Kerne, %3 Threads)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="83"/>
        <source>%1 (%2 threads)</source>
        <translation>%1 (%2 Threads)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="85"/>
        <source>%1 (%2 cores)</source>
        <translation>%1 (%2 Kerne)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="92"/>
        <location filename="../ui/InventoryText.cpp" line="195"/>
        <source>%1 (%2 free)</source>
        <translation>%1 (%2 frei)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="100"/>
        <location filename="../ui/InventoryText.cpp" line="123"/>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="139"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools (NVML, nvidia-smi) are not installed on this machine.</source>
        <translation>Keine NVIDIA-GPU gefunden: Die Werkzeuge des NVIDIA-Treibers (NVML, nvidia-smi) sind auf diesem Rechner nicht installiert.</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="142"/>
        <source>No NVIDIA GPU found: the NVIDIA driver is installed but sees no GPU. Check that the card is seated and has power.</source>
        <translation>Keine NVIDIA-GPU gefunden: Der NVIDIA-Treiber ist installiert, sieht aber keine GPU. Prüfen Sie, ob die Karte richtig sitzt und Strom hat.</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="145"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools are installed but did not work. After a driver update, restart the machine; otherwise run nvidia-smi on it to see the error.</source>
        <translation>Keine NVIDIA-GPU gefunden: Die Werkzeuge des NVIDIA-Treibers sind installiert, haben aber nicht funktioniert. Starten Sie den Rechner nach einem Treiber-Update neu; andernfalls führen Sie dort nvidia-smi aus, um den Fehler zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="147"/>
        <source>No NVIDIA GPU was found on this machine.</source>
        <translation>Auf diesem Rechner wurde keine NVIDIA-GPU gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="154"/>
        <source>(The probe reported: %1)</source>
        <translation>(Die Erfassung meldete: %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="159"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="159"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="159"/>
        <location filename="../ui/InventoryText.cpp" line="177"/>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="159"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="159"/>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="160"/>
        <source>PCIe link</source>
        <translation>PCIe-Verbindung</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="160"/>
        <source>Power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="176"/>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="176"/>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="176"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="176"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="176"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="177"/>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="177"/>
        <source>Default route</source>
        <translation>Standardroute</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="177"/>
        <source>Errors / drops</source>
        <translation>Fehler / verworfen</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="206"/>
        <source>Gen %1 ×%2</source>
        <translation>Gen %1 ×%2</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="214"/>
        <source>%1 (card can do Gen %2 ×%3)</source>
        <translation>%1 (möglich wären Gen %2 ×%3)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="223"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="234"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="247"/>
        <source>up</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="249"/>
        <source>down</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="252"/>
        <source>waiting to connect (for example, Wi-Fi not joined yet)</source>
        <translation>wartet auf Verbindung (zum Beispiel WLAN noch nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="254"/>
        <source>no link (cable unplugged or the other end is off)</source>
        <translation>keine Verbindung (Kabel nicht eingesteckt oder Gegenstelle aus)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="256"/>
        <source>always up</source>
        <translation>immer aktiv</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="266"/>
        <source>full duplex</source>
        <translation>Vollduplex</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="269"/>
        <source>half duplex</source>
        <translation>Halbduplex</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="275"/>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="277"/>
        <location filename="../ui/InventoryText.cpp" line="279"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="280"/>
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="281"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="287"/>
        <source>loopback</source>
        <translation>Loopback</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="289"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="291"/>
        <source>virtual</source>
        <translation>virtuell</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="292"/>
        <source>wired</source>
        <translation>kabelgebunden</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="299"/>
        <source>errors %1 / %2, drops %3 / %4 (in / out)</source>
        <translation>Fehler %1 / %2, verworfen %3 / %4 (ein / aus)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="312"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="312"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="320"/>
        <source>Not inventoried yet</source>
        <translation>Noch nicht erfasst</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="323"/>
        <source>Refreshing… (showing the inventory from %1)</source>
        <translation>Wird aktualisiert … (angezeigt: Bestandsaufnahme vom %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="324"/>
        <source>Inventorying…</source>
        <translation>Wird erfasst …</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="326"/>
        <source>Stored inventory from %1</source>
        <translation>Gespeicherte Bestandsaufnahme vom %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="328"/>
        <source>Inventoried %1</source>
        <translation>Erfasst am %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="331"/>
        <source>Refresh failed (showing the inventory from %1)</source>
        <translation>Aktualisierung fehlgeschlagen (angezeigt: Bestandsaufnahme vom %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="332"/>
        <source>Inventory failed</source>
        <translation>Erfassung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="335"/>
        <source>Refresh cancelled (showing the inventory from %1)</source>
        <translation>Aktualisierung abgebrochen (angezeigt: Bestandsaufnahme vom %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryText.cpp" line="336"/>
        <source>Inventory cancelled</source>
        <translation>Erfassung abgebrochen</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HostDetailWidget</name>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="78"/>
        <source>&amp;Overview</source>
        <translation>Übersi&amp;cht</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="139"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="94"/>
        <location filename="../ui/HostDetailWidget.cpp" line="154"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPUs</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="99"/>
        <location filename="../ui/HostDetailWidget.cpp" line="186"/>
        <source>N&amp;etwork interfaces</source>
        <translation>N&amp;etzwerkschnittstellen</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="121"/>
        <source>Select a machine to see its details.</source>
        <translation>Wählen Sie einen Rechner aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="125"/>
        <source>%1: not inventoried yet.</source>
        <translation>%1: noch nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="132"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="133"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="134"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="135"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="136"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="137"/>
        <source>C library</source>
        <translation>C-Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="138"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="140"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="141"/>
        <source>Inference software</source>
        <translation>Inferenz-Software</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="142"/>
        <source>Inventory taken</source>
        <translation>Erfasst am</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="143"/>
        <source>Agent version</source>
        <translation>Agent-Version</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="154"/>
        <source>&amp;GPUs (%1)</source>
        <translation>&amp;GPUs (%1)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="157"/>
        <source>No inventory yet.</source>
        <translation>Noch keine Bestandsaufnahme.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="164"/>
        <source>Inference on this machine would run on the CPU.</source>
        <translation>Inferenz auf diesem Rechner würde auf der CPU laufen.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="186"/>
        <source>N&amp;etwork interfaces (%1)</source>
        <translation>N&amp;etzwerkschnittstellen (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MachinesPage</name>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="63"/>
        <source>Your machines</source>
        <translation>Ihre Rechner</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="64"/>
        <source>ShardScope starts with this computer: its agent lists the GPUs, memory and network interfaces found here. Warnings below say what could slow down inference split across machines.</source>
        <translation>ShardScope beginnt mit diesem Computer: Sein Agent listet die hier gefundenen GPUs, den Arbeitsspeicher und die Netzwerkschnittstellen auf. Die Warnungen unten sagen, was eine auf mehrere Rechner verteilte Inferenz bremsen könnte.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="78"/>
        <source>Inventory in progress</source>
        <translation>Erfassung läuft</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="79"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="81"/>
        <source>Inventory this computer again with the ShardScope agent</source>
        <translation>Diesen Computer mit dem ShardScope-Agenten erneut erfassen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="82"/>
        <source>&amp;Cancel refresh</source>
        <translation>Aktualisierung a&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="110"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="110"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="111"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="111"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="111"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="111"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="110"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="143"/>
        <source>E&amp;xport PDF…</source>
        <translation>Als &amp;PDF exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="145"/>
        <source>Save the inventory and the warnings as a PDF file</source>
        <translation>Bestandsaufnahme und Warnungen als PDF-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="149"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="152"/>
        <source>&amp;Details of the selected machine:</source>
        <translation>&amp;Details des ausgewählten Rechners:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="153"/>
        <source>&amp;Warnings:</source>
        <translation>War&amp;nungen:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="297"/>
        <source>Saved the inventory to %1.</source>
        <translation>Bestandsaufnahme unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="312"/>
        <source>Export the inventory as PDF</source>
        <translation>Bestandsaufnahme als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="313"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="391"/>
        <source>Warnings appear here once a machine has been inventoried.</source>
        <translation>Warnungen erscheinen hier, sobald ein Rechner erfasst wurde.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="405"/>
        <location filename="../ui/MachinesPage.cpp" line="406"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="425"/>
        <source>Stopping the inventory…</source>
        <translation>Erfassung wird beendet …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="426"/>
        <source>Inventorying this computer with the ShardScope agent… This usually takes a few seconds.</source>
        <translation>Dieser Computer wird mit dem ShardScope-Agenten erfasst … Das dauert meist nur wenige Sekunden.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="432"/>
        <source>Click Refresh to inventory this computer.</source>
        <translation>Klicken Sie auf „Aktualisieren“, um diesen Computer zu erfassen.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="435"/>
        <source>This computer: %1</source>
        <translation>Dieser Computer: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ShardScopeWizard</name>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="14"/>
        <source>ShardScope</source>
        <translation>ShardScope</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WelcomePage</name>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="11"/>
        <source>Welcome to ShardScope</source>
        <translation>Willkommen bei ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="12"/>
        <source>ShardScope finds out, by measuring, whether your model runs better on one machine or split across several of your machines.</source>
        <translation>ShardScope findet durch Messungen heraus, ob Ihr Modell besser auf einem Rechner läuft oder verteilt auf mehrere Ihrer Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="18"/>
        <source>&lt;b&gt;Inventory.&lt;/b&gt; It lists what each machine has: GPUs, memory, network interfaces and their link speed, operating system, inference software.</source>
        <translation>&lt;b&gt;Bestandsaufnahme.&lt;/b&gt; ShardScope listet auf, was jeder Rechner hat: GPUs, Arbeitsspeicher, Netzwerkschnittstellen und ihre Verbindungsgeschwindigkeit, Betriebssystem, Inferenz-Software.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="21"/>
        <source>&lt;b&gt;Agent.&lt;/b&gt; It copies a small helper program, the ShardScope agent, to each machine over SSH. It needs no administrator rights and can be removed at any time.</source>
        <translation>&lt;b&gt;Agent.&lt;/b&gt; ShardScope kopiert ein kleines Hilfsprogramm, den ShardScope-Agenten, per SSH auf jeden Rechner. Er braucht keine Administratorrechte und lässt sich jederzeit wieder entfernen.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="25"/>
        <source>&lt;b&gt;Link tests.&lt;/b&gt; The agents measure delay, jitter, packet loss and throughput between every pair of machines.</source>
        <translation>&lt;b&gt;Verbindungstests.&lt;/b&gt; Die Agenten messen Verzögerung, Jitter, Paketverlust und Durchsatz zwischen je zwei Rechnern.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="28"/>
        <source>&lt;b&gt;Inference runs.&lt;/b&gt; The same model shape runs on one machine and split across machines, with time to first token and tokens per second measured.</source>
        <translation>&lt;b&gt;Inferenzläufe.&lt;/b&gt; Dieselbe Modellgröße läuft auf einem Rechner und verteilt auf mehrere; gemessen werden die Zeit bis zum ersten Token und die Tokens pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>&lt;b&gt;Verdict and report.&lt;/b&gt; ShardScope tells you whether to stay on one machine, run copies side by side or split the model, with the numbers behind it, and saves a PDF report.</source>
        <translation>&lt;b&gt;Ergebnis und Bericht.&lt;/b&gt; ShardScope sagt Ihnen, ob Sie bei einem Rechner bleiben, Kopien nebeneinander betreiben oder das Modell aufteilen sollten – mit den Zahlen, die das begründen – und speichert einen PDF-Bericht.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="38"/>
        <source>The machines you want to use, switched on.</source>
        <translation>Die Rechner, die Sie nutzen möchten, eingeschaltet.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="40"/>
        <source>SSH access to each of them with your user name (a key is best).</source>
        <translation>SSH-Zugang zu jedem davon mit Ihrem Benutzernamen (am besten mit Schlüssel).</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="42"/>
        <source>A wired network: the machines connected by cable to the same switch. Wi-Fi works, but it is usually too slow for splitting a model.</source>
        <translation>Ein kabelgebundenes Netzwerk: die Rechner per Kabel am selben Switch. WLAN funktioniert auch, ist aber meist zu langsam, um ein Modell aufzuteilen.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="52"/>
        <source>What will happen</source>
        <translation>Was passiert</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="52"/>
        <source>What you need</source>
        <translation>Was Sie brauchen</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="53"/>
        <source>Nothing is changed on your machines except the agent&apos;s own folder. Click Next to start with this computer.</source>
        <translation>Auf Ihren Rechnern wird nichts verändert außer dem eigenen Ordner des Agenten. Klicken Sie auf „Weiter“, um mit diesem Computer zu beginnen.</translation>
    </message>
</context>
</TS>
