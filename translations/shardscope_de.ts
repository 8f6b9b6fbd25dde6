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
    <message>
        <location filename="../ui/ErrorText.cpp" line="133"/>
        <source>%1: cancelled. Click Connect all to finish what was left out.</source>
        <translation>%1: abgebrochen. Klicken Sie auf „Alle verbinden“, um den Rest nachzuholen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="135"/>
        <source>%1: the name %2 could not be found on your network. Check the spelling in Edit…, or enter the node&apos;s IP address instead.</source>
        <translation>%1: Der Name %2 wurde in Ihrem Netzwerk nicht gefunden. Prüfen Sie die Schreibweise unter „Bearbeiten …“ oder geben Sie stattdessen die IP-Adresse des Rechners ein.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="140"/>
        <source>%1: the connection to %2 port %3 was refused: the machine is on, but no SSH server answers on that port. Start the SSH server on the node (for example &quot;sudo systemctl start ssh&quot;), or correct the port with the Edit… button.</source>
        <translation>%1: Die Verbindung zu %2 Port %3 wurde abgelehnt: Der Rechner ist an, aber auf diesem Port antwortet kein SSH-Server. Starten Sie den SSH-Server auf dem Rechner (zum Beispiel mit „sudo systemctl start ssh“) oder korrigieren Sie den Port mit der Schaltfläche „Bearbeiten …“.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="146"/>
        <source>%1: no answer from %2 port %3 in time. Check that the node is switched on and on the same network, that a firewall does not block the port, and that the address and port are right.</source>
        <translation>%1: Keine rechtzeitige Antwort von %2 Port %3. Prüfen Sie, ob der Rechner eingeschaltet und im selben Netzwerk ist, ob eine Firewall den Port sperrt und ob Adresse und Port stimmen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="152"/>
        <source>%1: the node did not accept the login as &quot;%2&quot;. Check the user name and the identity file in Edit…, and that your public key is in the node&apos;s ~/.ssh/authorized_keys (ssh-copy-id puts it there).</source>
        <translation>%1: Der Rechner hat die Anmeldung als „%2“ nicht angenommen. Prüfen Sie Benutzername und Identitätsdatei unter „Bearbeiten …“ und ob Ihr öffentlicher Schlüssel in ~/.ssh/authorized_keys auf dem Rechner steht (ssh-copy-id trägt ihn dort ein).</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="155"/>
        <source>your user name</source>
        <translation>Ihr Benutzername</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="158"/>
        <source>%1: the node&apos;s host key was not trusted, so ShardScope did not connect. Click Connect all again and check the fingerprint when asked.</source>
        <translation>%1: Dem Host-Schlüssel des Rechners wurde nicht vertraut, daher hat ShardScope keine Verbindung aufgebaut. Klicken Sie erneut auf „Alle verbinden“ und prüfen Sie den Fingerabdruck, wenn Sie gefragt werden.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="164"/>
        <source>%1: the node&apos;s host key has CHANGED since the last connection, so ShardScope refuses to connect. This happens when the machine was reinstalled or replaced, or its SSH server got new keys, but it can also mean that someone is intercepting the connection. If you know why the key changed, remove the old entry with &quot;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&quot; and click Connect all again to check the new fingerprint. If you do not know why, do not connect: ask whoever looks after the node.</source>
        <translation>%1: Der Host-Schlüssel des Rechners hat sich seit der letzten Verbindung GEÄNDERT, daher verweigert ShardScope die Verbindung. Das passiert, wenn der Rechner neu installiert oder ersetzt wurde oder sein SSH-Server neue Schlüssel bekommen hat – es kann aber auch bedeuten, dass jemand die Verbindung abfängt. Wenn Sie wissen, warum sich der Schlüssel geändert hat, entfernen Sie den alten Eintrag mit „ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;“ und klicken Sie erneut auf „Alle verbinden“, um den neuen Fingerabdruck zu prüfen. Wenn Sie es nicht wissen, verbinden Sie sich nicht: Fragen Sie, wer den Rechner betreut.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="173"/>
        <source>%1: the SSH connection failed. Check that the node is reachable with &quot;ssh -p %2 %3&quot; from this computer, then try again.</source>
        <translation>%1: Die SSH-Verbindung ist fehlgeschlagen. Prüfen Sie, ob der Rechner von diesem Computer aus mit „ssh -p %2 %3“ erreichbar ist, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="178"/>
        <source>%1: the ShardScope agent could not be copied to the node. Check that the node&apos;s disk is not full and that the user may write to ~/.cache there, then click Retry failed.</source>
        <translation>%1: Der ShardScope-Agent konnte nicht auf den Rechner kopiert werden. Prüfen Sie, ob dessen Festplatte voll ist und ob der Benutzer dort in ~/.cache schreiben darf, und klicken Sie dann auf „Fehlgeschlagene erneut versuchen“.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="185"/>
        <source>%1: this ShardScope has no agent build for %2, the processor architecture of that node, so it cannot inventory or benchmark it. Install a ShardScope package that includes agents for other architectures (they go into agents/%2/ next to shardscope-agent), or leave the node out.</source>
        <translation>%1: Diese ShardScope-Installation hat keinen Agenten für %2, die Prozessorarchitektur dieses Rechners, und kann ihn daher weder erfassen noch vermessen. Installieren Sie ein ShardScope-Paket mit Agenten für weitere Architekturen (sie liegen unter agents/%2/ neben shardscope-agent), oder lassen Sie den Rechner weg.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="189"/>
        <source>its processor</source>
        <translation>seinen Prozessor</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="192"/>
        <source>%1: the ShardScope agent cannot run on this node. It needs Linux with glibc %2 or newer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 or later); musl-based systems such as Alpine are not supported. Update the node&apos;s system, or leave it out.</source>
        <translation>%1: Der ShardScope-Agent kann auf diesem Rechner nicht laufen. Er braucht Linux mit glibc %2 oder neuer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 oder später); Systeme mit musl wie Alpine werden nicht unterstützt. Aktualisieren Sie das System des Rechners oder lassen Sie ihn weg.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="199"/>
        <source>%1: this computer&apos;s ShardScope agent, which would be copied to the node, was not found. Reinstall ShardScope.</source>
        <translation>%1: Der ShardScope-Agent dieses Computers, der auf den Rechner kopiert werden soll, wurde nicht gefunden. Installieren Sie ShardScope neu.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="205"/>
        <source>%1: the ShardScope agent did not start or stopped unexpectedly on the node. Click Retry failed; if it keeps happening, please report it with this message.</source>
        <translation>%1: Der ShardScope-Agent ist auf dem Rechner nicht gestartet oder unerwartet beendet worden. Klicken Sie auf „Fehlgeschlagene erneut versuchen“; wenn es wieder passiert, melden Sie es bitte mit dieser Meldung.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="211"/>
        <source>%1: the ShardScope agent on the node did not answer in time. The node may be very busy or the network slow: try again.</source>
        <translation>%1: Der ShardScope-Agent auf dem Rechner hat nicht rechtzeitig geantwortet. Der Rechner ist vielleicht stark ausgelastet oder das Netzwerk langsam: Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="216"/>
        <source>%1: the ShardScope agent on the node reported a problem. Try again; if it keeps happening, please report it with this message.</source>
        <translation>%1: Der ShardScope-Agent auf dem Rechner hat ein Problem gemeldet. Versuchen Sie es erneut; wenn es wieder passiert, melden Sie es bitte mit dieser Meldung.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="221"/>
        <source>%1: the answer of the agent on the node could not be read. It may belong to another ShardScope version: click Deploy to put this version there.</source>
        <translation>%1: Die Antwort des Agenten auf dem Rechner war nicht lesbar. Er gehört vielleicht zu einer anderen ShardScope-Version: Klicken Sie auf „Bereitstellen“, um diese Version dorthin zu bringen.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="228"/>
        <source>%1: the job failed. Try again.</source>
        <translation>%1: Der Auftrag ist fehlgeschlagen. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="235"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="237"/>
        <source>Name not found: check the address</source>
        <translation>Name nicht gefunden: Adresse prüfen</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="239"/>
        <source>Connection refused: is the SSH server running?</source>
        <translation>Verbindung abgelehnt: Läuft der SSH-Server?</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="241"/>
        <source>No answer: is the node on and reachable?</source>
        <translation>Keine Antwort: Ist der Rechner an und erreichbar?</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="243"/>
        <source>Login refused: check user and key</source>
        <translation>Anmeldung abgelehnt: Benutzer und Schlüssel prüfen</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="245"/>
        <source>Host key not trusted</source>
        <translation>Host-Schlüssel nicht vertraut</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="247"/>
        <source>Host key CHANGED: not connected</source>
        <translation>Host-Schlüssel GEÄNDERT: nicht verbunden</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="249"/>
        <source>SSH failed</source>
        <translation>SSH fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="251"/>
        <source>Copying the agent failed</source>
        <translation>Kopieren des Agenten fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="253"/>
        <source>No agent for this processor</source>
        <translation>Kein Agent für diesen Prozessor</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="255"/>
        <source>System not supported</source>
        <translation>System nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="257"/>
        <source>Agent missing on this computer</source>
        <translation>Agent fehlt auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="259"/>
        <source>The agent did not answer</source>
        <translation>Der Agent hat nicht geantwortet</translation>
    </message>
    <message>
        <location filename="../ui/ErrorText.cpp" line="263"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
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
    <name>LinkText</name>
    <message>
        <location filename="../ui/LinkText.cpp" line="23"/>
        <source>(Details: %1)</source>
        <translation>(Details: %1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="32"/>
        <location filename="../ui/LinkText.cpp" line="34"/>
        <source>Throughput, 1 stream</source>
        <translation>Durchsatz, 1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="34"/>
        <source>Throughput, %1 streams</source>
        <translation>Durchsatz, %1 Ströme</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="36"/>
        <source>Round trip, median (p50)</source>
        <translation>Umlaufzeit, Median (p50)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="38"/>
        <source>Round trip, 99th percentile (p99)</source>
        <translation>Umlaufzeit, 99. Perzentil (p99)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="40"/>
        <source>Jitter (RFC 3550)</source>
        <translation>Jitter (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="42"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="53"/>
        <source>Data per second that arrived over one TCP connection in this direction alone. One stream is what a single transfer between two inference processes gets.</source>
        <translation>Daten pro Sekunde, die über eine TCP-Verbindung nur in dieser Richtung ankamen. Ein Strom ist das, was eine einzelne Übertragung zwischen zwei Inferenzprozessen bekommt.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="56"/>
        <source>Data per second that arrived over several parallel TCP connections in this direction alone: what the link carries when one stream is not enough to fill it.</source>
        <translation>Daten pro Sekunde, die über mehrere parallele TCP-Verbindungen nur in dieser Richtung ankamen: was die Verbindung trägt, wenn ein Strom sie nicht auslastet.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="59"/>
        <source>Half of the small UDP probes came back faster than this, with the link otherwise idle. Both directions of a pair share one round trip.</source>
        <translation>Die Hälfte der kleinen UDP-Proben kam schneller zurück, bei sonst ruhender Verbindung. Beide Richtungen eines Paares teilen sich eine Umlaufzeit.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="62"/>
        <source>99 of 100 small UDP probes came back faster than this, with the link otherwise idle: the slow outliers that make one token of many late.</source>
        <translation>99 von 100 kleinen UDP-Proben kamen schneller zurück, bei sonst ruhender Verbindung: die langsamen Ausreißer, die eines von vielen Tokens verspäten.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="65"/>
        <source>How much the round trip varies from one probe to the next (RFC 3550 interarrival jitter), with the link otherwise idle.</source>
        <translation>Wie stark die Umlaufzeit von Probe zu Probe schwankt (Interarrival-Jitter nach RFC 3550), bei sonst ruhender Verbindung.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="68"/>
        <source>Share of the small UDP probes that never came back.</source>
        <translation>Anteil der kleinen UDP-Proben, die nie zurückkamen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="80"/>
        <source>Green: 90 % or more of the negotiated link speed (or of the fastest pair, where the speed is not known); red: 30 % or less.</source>
        <translation>Grün: 90 % oder mehr der ausgehandelten Verbindungsgeschwindigkeit (oder des schnellsten Paares, wo sie unbekannt ist); rot: 30 % oder weniger.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="83"/>
        <source>Green: 0.25 ms or less; red: 5 ms or more.</source>
        <translation>Grün: 0,25 ms oder weniger; rot: 5 ms oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="85"/>
        <source>Green: 0.5 ms or less; red: 10 ms or more.</source>
        <translation>Grün: 0,5 ms oder weniger; rot: 10 ms oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="87"/>
        <source>Green: 0.02 ms or less; red: 1 ms or more.</source>
        <translation>Grün: 0,02 ms oder weniger; rot: 1 ms oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="89"/>
        <source>Green: no loss (0.01 % or less); red: 1 % or more.</source>
        <translation>Grün: kein Verlust (0,01 % oder weniger); rot: 1 % oder mehr.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="117"/>
        <location filename="../ui/LinkText.cpp" line="128"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="119"/>
        <location filename="../ui/LinkText.cpp" line="130"/>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="120"/>
        <source>%1 kbit/s</source>
        <translation>%1 kbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="137"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="143"/>
        <location filename="../ui/LinkText.cpp" line="145"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="150"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="155"/>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="166"/>
        <source>starting the test server on %1</source>
        <translation>Testserver auf %1 wird gestartet</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="168"/>
        <source>measuring round trips (UDP probes)</source>
        <translation>Umlaufzeiten werden gemessen (UDP-Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="170"/>
        <source>measuring request/response round trips (TCP)</source>
        <translation>Anfrage/Antwort-Umlaufzeiten werden gemessen (TCP)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="172"/>
        <source>finding the largest packet that gets through (path MTU)</source>
        <translation>größtes Paket wird gesucht, das durchkommt (Pfad-MTU)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="174"/>
        <source>reading the network interfaces</source>
        <translation>Netzwerkschnittstellen werden gelesen</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="177"/>
        <source>1 stream</source>
        <translation>1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="177"/>
        <source>%1 streams</source>
        <translation>%1 Ströme</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="179"/>
        <source>measuring throughput both ways at once, %1</source>
        <translation>Durchsatz wird in beide Richtungen gleichzeitig gemessen, %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="180"/>
        <source>measuring throughput %1, %2</source>
        <translation>Durchsatz wird gemessen %1, %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="183"/>
        <source>measuring round trips while %1 is busy</source>
        <translation>Umlaufzeiten werden gemessen, während %1 ausgelastet ist</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="184"/>
        <source>measuring (%1)</source>
        <translation>Messung läuft (%1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="191"/>
        <source>%1: %2, %3 %</source>
        <translation>%1: %2, %3 %</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="198"/>
        <source>Both ends are the same machine (one network stack): the traffic never left it, so these figures say nothing about your network.</source>
        <translation>Beide Enden sind derselbe Rechner (ein Netzwerkstapel): Der Verkehr hat ihn nie verlassen, diese Zahlen sagen also nichts über Ihr Netzwerk.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="201"/>
        <source>One stream reaches less than 80 % of the speed the network cards negotiated.</source>
        <translation>Ein Strom erreicht weniger als 80 % der Geschwindigkeit, die die Netzwerkkarten ausgehandelt haben.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="203"/>
        <source>More than 0.1 % of the probes were lost.</source>
        <translation>Mehr als 0,1 % der Proben gingen verloren.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="205"/>
        <source>The round trip varies by more than 1 ms from probe to probe.</source>
        <translation>Die Umlaufzeit schwankt von Probe zu Probe um mehr als 1 ms.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="207"/>
        <source>One direction is more than 20 % slower than the other.</source>
        <translation>Eine Richtung ist mehr als 20 % langsamer als die andere.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="209"/>
        <source>The packet size (MTU) is not the same along the path.</source>
        <translation>Die Paketgröße (MTU) ist entlang des Pfades nicht überall gleich.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="211"/>
        <source>One end uses Wi-Fi.</source>
        <translation>Ein Ende verwendet WLAN.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="213"/>
        <source>Under load, round trips grow to more than five times the idle value (bufferbloat): something on the path queues too much.</source>
        <translation>Unter Last wachsen die Umlaufzeiten auf mehr als das Fünffache des Ruhewerts (Bufferbloat): Etwas auf dem Pfad puffert zu viel.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="216"/>
        <source>A network interface counted errors or dropped packets during the test.</source>
        <translation>Eine Netzwerkschnittstelle hat während des Tests Fehler oder verworfene Pakete gezählt.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="220"/>
        <source>Something about this link looks unusual.</source>
        <translation>An dieser Verbindung sieht etwas ungewöhnlich aus.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="227"/>
        <source>Check the addresses: two entries may point at the same computer, or a machine&apos;s cluster interface may be loopback. Give each machine its own address on the cluster interface.</source>
        <translation>Prüfen Sie die Adressen: Zwei Einträge zeigen vielleicht auf denselben Rechner, oder die Cluster-Schnittstelle eines Rechners ist Loopback. Geben Sie jedem Rechner seine eigene Adresse auf der Cluster-Schnittstelle.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="230"/>
        <source>Check the cable (Cat 5e or better, undamaged), the switch port, that both ends run full duplex, power saving (EEE) on the network cards, and whether one busy CPU core limits a single stream (compare with the parallel-stream figure).</source>
        <translation>Prüfen Sie das Kabel (Cat 5e oder besser, unbeschädigt), den Switch-Port, ob beide Enden im Vollduplex laufen, das Energiesparen (EEE) der Netzwerkkarten und ob ein ausgelasteter CPU-Kern einen einzelnen Strom begrenzt (vergleichen Sie mit dem Wert für parallele Ströme).</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="234"/>
        <source>Check the cable and its plugs, the error counters of the switch port, the Wi-Fi signal, and whether a switch or router on the way is overloaded.</source>
        <translation>Prüfen Sie das Kabel und seine Stecker, die Fehlerzähler des Switch-Ports, das WLAN-Signal und ob ein Switch oder Router auf dem Weg überlastet ist.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="237"/>
        <source>Check for Wi-Fi (use a cable), power saving on the network cards, other traffic on the same link, and the QoS settings of the switch.</source>
        <translation>Prüfen Sie auf WLAN (verwenden Sie ein Kabel), das Energiesparen der Netzwerkkarten, anderen Verkehr auf derselben Verbindung und die QoS-Einstellungen des Switches.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="240"/>
        <source>Check speed and duplex on both ends (ethtool), the cable (one faulty wire pair slows one direction), and whether one machine&apos;s CPU or network card settings limit sending.</source>
        <translation>Prüfen Sie Geschwindigkeit und Duplex an beiden Enden (ethtool), das Kabel (ein defektes Adernpaar bremst eine Richtung) und ob CPU oder Netzwerkkarteneinstellungen eines Rechners das Senden begrenzen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="243"/>
        <source>Check the MTU settings: set the same MTU on both interfaces and on the switch (jumbo frames everywhere or nowhere).</source>
        <translation>Prüfen Sie die MTU-Einstellungen: Stellen Sie auf beiden Schnittstellen und am Switch dieselbe MTU ein (Jumbo-Frames überall oder nirgends).</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="246"/>
        <source>Wi-Fi adds delay and jitter and shares air time with everything else: use a wired connection between machines that split a model.</source>
        <translation>WLAN fügt Verzögerung und Jitter hinzu und teilt die Funkzeit mit allem anderen: Verbinden Sie Rechner, die sich ein Modell teilen, per Kabel.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="249"/>
        <source>Check the queue settings: turn on smart queue management (fq_codel or cake, often called QoS or SQM) on routers on the way, or connect the machines through a plain switch instead of a router.</source>
        <translation>Prüfen Sie die Warteschlangen-Einstellungen: Schalten Sie auf Routern auf dem Weg ein intelligentes Warteschlangenmanagement ein (fq_codel oder cake, oft QoS oder SQM genannt), oder verbinden Sie die Rechner über einen einfachen Switch statt über einen Router.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="253"/>
        <source>Check the cable, the switch port, a duplex mismatch and the network card&apos;s driver; &quot;ip -s link&quot; on the machine shows the counters.</source>
        <translation>Prüfen Sie das Kabel, den Switch-Port, eine Duplex-Fehlanpassung und den Treiber der Netzwerkkarte; „ip -s link“ auf dem Rechner zeigt die Zähler.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="270"/>
        <source>(Measured: %1)</source>
        <translation>(Gemessen: %1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="283"/>
        <source>%1: stopped before it finished. Click Run to measure it again.</source>
        <translation>%1: vor dem Ende angehalten. Klicken Sie auf „Verbindungstest ausführen“, um erneut zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="285"/>
        <source>%1: the test did not finish in time. A firewall on %2 may block the test (ShardScope uses random high TCP and UDP ports on the cluster interface), or a machine was very busy.</source>
        <translation>%1: Der Test wurde nicht rechtzeitig fertig. Eine Firewall auf %2 blockiert vielleicht den Test (ShardScope verwendet zufällige hohe TCP- und UDP-Ports auf der Cluster-Schnittstelle), oder ein Rechner war sehr ausgelastet.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="291"/>
        <source>%1: the agent reported an error. Check that %2 reaches %3 at its cluster address (firewall, routes, the right interface chosen).</source>
        <translation>%1: Der Agent hat einen Fehler gemeldet. Prüfen Sie, ob %2 den Rechner %3 unter seiner Cluster-Adresse erreicht (Firewall, Routen, die richtige Schnittstelle gewählt).</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="296"/>
        <source>%1: an agent stopped unexpectedly during the test. Run it again; if it keeps happening, please report it with this message.</source>
        <translation>%1: Ein Agent wurde während des Tests unerwartet beendet. Führen Sie den Test erneut aus; wenn es wieder passiert, melden Sie es bitte mit dieser Nachricht.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="301"/>
        <source>%1: an agent&apos;s answer could not be read. Deploy the agent again so that every machine runs the same version.</source>
        <translation>%1: Die Antwort eines Agenten konnte nicht gelesen werden. Verteilen Sie den Agenten erneut, damit auf jedem Rechner dieselbe Version läuft.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="308"/>
        <source>%1: not measured: %2.</source>
        <translation>%1: nicht gemessen: %2.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="314"/>
        <source>fast enough to try tensor parallelism, which exchanges data at every layer</source>
        <translation>schnell genug, um Tensor-Parallelität zu versuchen, die in jeder Schicht Daten austauscht</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="316"/>
        <source>good for splitting a model with pipeline parallelism; tensor parallelism would wait on this link at every layer</source>
        <translation>gut, um ein Modell mit Pipeline-Parallelität aufzuteilen; Tensor-Parallelität würde in jeder Schicht auf diese Verbindung warten</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="319"/>
        <source>usable for pipeline parallelism at some cost per token; independent copies of the model on each machine avoid the link</source>
        <translation>brauchbar für Pipeline-Parallelität, mit etwas Zeitaufwand pro Token; unabhängige Kopien des Modells auf jedem Rechner kommen ohne die Verbindung aus</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="321"/>
        <source>slow for splitting a model across it: independent copies of the model on each machine suit it better</source>
        <translation>langsam, um ein Modell darüber aufzuteilen: Unabhängige Kopien des Modells auf jedem Rechner passen besser</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="330"/>
        <source>%1: both ends are in the same network stack, so these figures are not a network measurement and say nothing about a link between two machines.</source>
        <translation>%1: Beide Enden liegen im selben Netzwerkstapel; diese Zahlen sind also keine Netzwerkmessung und sagen nichts über eine Verbindung zwischen zwei Rechnern.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="336"/>
        <source>%1: this test has no throughput or round-trip figure.</source>
        <translation>%1: Dieser Test hat keinen Wert für Durchsatz oder Umlaufzeit.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="341"/>
        <source>%1: %2 on one stream (more than the %3 the interfaces report: a virtual link, or the reported speed is wrong), %4 round trip: %5.</source>
        <translation>%1: %2 mit einem Strom (mehr als die %3, die die Schnittstellen melden: eine virtuelle Verbindung, oder die gemeldete Geschwindigkeit stimmt nicht), %4 Umlaufzeit: %5.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="344"/>
        <source>%1: %2 on one stream (%3 % of the %4 link), %5 round trip: %6.</source>
        <translation>%1: %2 mit einem Strom (%3 % der %4-Verbindung), %5 Umlaufzeit: %6.</translation>
    </message>
    <message>
        <location filename="../ui/LinkText.cpp" line="347"/>
        <source>%1: %2 on one stream, %3 round trip: %4.</source>
        <translation>%1: %2 mit einem Strom, %3 Umlaufzeit: %4.</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <location filename="../ui/NodeText.cpp" line="16"/>
        <location filename="../ui/NodeText.cpp" line="103"/>
        <source>Queued</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="18"/>
        <source>Connecting…</source>
        <translation>Verbinden …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="20"/>
        <source>Checking platform…</source>
        <translation>Plattform wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="23"/>
        <source>Uploading %1 %…</source>
        <translation>Hochladen %1 % …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="24"/>
        <source>Uploading…</source>
        <translation>Hochladen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="26"/>
        <source>Verifying…</source>
        <translation>Prüfen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="28"/>
        <source>Starting agent…</source>
        <translation>Agent wird gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="30"/>
        <source>Probing…</source>
        <translation>Erfassen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="32"/>
        <source>Removing…</source>
        <translation>Entfernen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="34"/>
        <location filename="../ui/NodeText.cpp" line="54"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="36"/>
        <location filename="../ui/NodeText.cpp" line="61"/>
        <location filename="../ui/NodeText.cpp" line="113"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="38"/>
        <location filename="../ui/NodeText.cpp" line="115"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="58"/>
        <source>Not connected yet: click Connect all</source>
        <translation>Noch nicht verbunden: „Alle verbinden“ klicken</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="72"/>
        <location filename="../ui/NodeText.cpp" line="87"/>
        <source>Removed: nothing of ShardScope is left on this node</source>
        <translation>Entfernt: Von ShardScope ist auf diesem Rechner nichts mehr übrig</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="79"/>
        <source>Cancelled: click Deploy or Retry failed to go on</source>
        <translation>Abgebrochen: Zum Fortsetzen „Bereitstellen“ oder „Fehlgeschlagene erneut versuchen“ klicken</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="82"/>
        <source>Ready: the agent was uploaded and answers</source>
        <translation>Bereit: Der Agent wurde hochgeladen und antwortet</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="83"/>
        <source>Ready: the agent was already there and answers</source>
        <translation>Bereit: Der Agent war schon da und antwortet</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="84"/>
        <source>Ready: the agent is on this node</source>
        <translation>Bereit: Der Agent ist auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="88"/>
        <source>Not deployed yet</source>
        <translation>Noch nicht bereitgestellt</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="96"/>
        <source>Uploading %1 %</source>
        <translation>Hochladen %1 %</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="97"/>
        <source>Uploading</source>
        <translation>Hochladen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="99"/>
        <source>Verifying</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="101"/>
        <source>Starting agent</source>
        <translation>Agent startet</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="105"/>
        <source>Connecting</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="107"/>
        <source>Checking platform</source>
        <translation>Plattform prüfen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="109"/>
        <source>Probing</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="111"/>
        <source>Removing</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="118"/>
        <location filename="../ui/NodeText.cpp" line="126"/>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="119"/>
        <location filename="../ui/NodeText.cpp" line="124"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="119"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="127"/>
        <source>Not deployed</source>
        <translation>Nicht bereitgestellt</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="132"/>
        <source>%1, port %2</source>
        <translation>%1, Port %2</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="135"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="140"/>
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
        <location filename="../ui/NodeText.cpp" line="150"/>
        <source>To check it, run this on the node itself (at its keyboard, or over a connection you already trust):

    ssh-keygen -lf %1

and compare the SHA256 fingerprint it prints with the one above. Trust the key only if they are the same. Trusting adds it to %2; Cancel connects to nothing.</source>
        <translation>Zum Prüfen führen Sie auf dem Rechner selbst (an seiner Tastatur oder über eine Verbindung, der Sie schon vertrauen) dies aus:

    ssh-keygen -lf %1

und vergleichen den ausgegebenen SHA256-Fingerabdruck mit dem oben. Vertrauen Sie dem Schlüssel nur, wenn beide gleich sind. Vertrauen trägt ihn in %2 ein; „Abbrechen“ verbindet mit nichts.</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="171"/>
        <source>ShardScope uses it for this connection only and never saves it.</source>
        <translation>ShardScope verwendet die Eingabe nur für diese Verbindung und speichert sie nie.</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="173"/>
        <source>The key file %1 is protected by a passphrase. Enter it to connect%2.</source>
        <translation>Die Schlüsseldatei %1 ist durch eine Passphrase geschützt. Geben Sie sie ein, um die Verbindung%2 herzustellen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="175"/>
        <source> to %1</source>
        <translation> zu %1</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="178"/>
        <source>The server asks for a password.</source>
        <translation>Der Server fragt nach einem Passwort.</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="179"/>
        <source>Logging in to %1 needs a password.</source>
        <translation>Für die Anmeldung an %1 ist ein Passwort nötig.</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="181"/>
        <source>Tip: with an SSH key (ssh-keygen, then ssh-copy-id) you will not be asked again.</source>
        <translation>Tipp: Mit einem SSH-Schlüssel (ssh-keygen, dann ssh-copy-id) werden Sie nicht mehr gefragt.</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="188"/>
        <source>The server says: “%1”</source>
        <translation>Der Server schreibt: „%1“</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="213"/>
        <source>Passphrase of the SSH key</source>
        <translation>Passphrase des SSH-Schlüssels</translation>
    </message>
    <message>
        <location filename="../ui/NodeText.cpp" line="213"/>
        <source>SSH password</source>
        <translation>SSH-Passwort</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DeployPage</name>
    <message>
        <location filename="../ui/DeployPage.cpp" line="40"/>
        <source>Put the agent on your machines</source>
        <translation>Den Agenten auf Ihre Rechner bringen</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="41"/>
        <source>ShardScope copies its small agent program to each machine, into a folder of its own in the login user&apos;s home (~/.cache/shardscope). It needs no administrator rights and installs nothing else; &quot;Remove from nodes&quot; deletes the folder again.</source>
        <translation>ShardScope kopiert sein kleines Agentenprogramm auf jeden Rechner, in einen eigenen Ordner im Home-Verzeichnis des Anmeldebenutzers (~/.cache/shardscope). Dafür sind keine Administratorrechte nötig, und sonst wird nichts installiert; „Von den Rechnern entfernen“ löscht den Ordner wieder.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="52"/>
        <source>Nodes done</source>
        <translation>Fertige Rechner</translation>
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
        <location filename="../ui/DeployPage.cpp" line="61"/>
        <source>Re&amp;move from nodes…</source>
        <translation>Von den Rechnern en&amp;tfernen …</translation>
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
        <location filename="../ui/DeployPage.cpp" line="167"/>
        <source>Remove ShardScope from the nodes?</source>
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
    <name>shardscope::ui::HostDetailWidget</name>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="71"/>
        <source>&amp;Overview</source>
        <translation>Übersi&amp;cht</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="132"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="87"/>
        <location filename="../ui/HostDetailWidget.cpp" line="147"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPUs</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="92"/>
        <location filename="../ui/HostDetailWidget.cpp" line="179"/>
        <source>N&amp;etwork interfaces</source>
        <translation>N&amp;etzwerkschnittstellen</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="114"/>
        <source>Select a machine to see its details.</source>
        <translation>Wählen Sie einen Rechner aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="118"/>
        <source>%1: not inventoried yet.</source>
        <translation>%1: noch nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="125"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="126"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="127"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="128"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="129"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="130"/>
        <source>C library</source>
        <translation>C-Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="131"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="133"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="134"/>
        <source>Inference software</source>
        <translation>Inferenz-Software</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="135"/>
        <source>Inventory taken</source>
        <translation>Erfasst am</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="136"/>
        <source>Agent version</source>
        <translation>Agent-Version</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="147"/>
        <source>&amp;GPUs (%1)</source>
        <translation>&amp;GPUs (%1)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="150"/>
        <source>No inventory yet.</source>
        <translation>Noch keine Bestandsaufnahme.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="157"/>
        <source>Inference on this machine would run on the CPU.</source>
        <translation>Inferenz auf diesem Rechner würde auf der CPU laufen.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="179"/>
        <source>N&amp;etwork interfaces (%1)</source>
        <translation>N&amp;etzwerkschnittstellen (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkDetailPanel</name>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="57"/>
        <source>1 stream</source>
        <translation>1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="57"/>
        <source>%1 streams</source>
        <translation>%1 Ströme</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="75"/>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="79"/>
        <source>speed not reported</source>
        <translation>Geschwindigkeit nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="81"/>
        <source>full duplex</source>
        <translation>Vollduplex</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="83"/>
        <source>half duplex</source>
        <translation>Halbduplex</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="85"/>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="87"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="106"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="135"/>
        <source>Throughput over time</source>
        <translation>Durchsatz über die Zeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="107"/>
        <source>Round-trip histogram</source>
        <translation>Histogramm der Umlaufzeiten</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="111"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="137"/>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="112"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="112"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="136"/>
        <source>Round trips</source>
        <translation>Umlaufzeiten</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="138"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="164"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="445"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="145"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="178"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Wählen Sie eine Zelle der Matrix, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="184"/>
        <source>%1 with itself: a machine is not measured against itself. Select a cell off the diagonal.</source>
        <translation>%1 mit sich selbst: Ein Rechner wird nicht gegen sich selbst gemessen. Wählen Sie eine Zelle außerhalb der Diagonale.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="191"/>
        <source>%1 was not measured in this run.</source>
        <translation>%1 wurde in diesem Lauf nicht gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="199"/>
        <source>%1: waiting for its turn. Pairs are measured one at a time, so that no two tests share a link.</source>
        <translation>%1: wartet, bis es an der Reihe ist. Die Paare werden nacheinander gemessen, damit sich keine zwei Tests eine Verbindung teilen.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="264"/>
        <source>No throughput series in this report</source>
        <translation>Keine Durchsatzreihe in diesem Bericht</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="268"/>
        <source>Seconds since the phase started</source>
        <translation>Sekunden seit Beginn der Phase</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="273"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="243"/>
        <source>%1, both ways</source>
        <translation>%1, beide Richtungen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="283"/>
        <source>Every %1 ms at the receiver; dashed: both ways at once</source>
        <translation>Alle %1 ms beim Empfänger; gestrichelt: beide Richtungen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="296"/>
        <source>No round trips were recorded</source>
        <translation>Es wurden keine Umlaufzeiten aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="319"/>
        <source>Idle link (%1 probes)</source>
        <translation>Ruhende Verbindung (%1 Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="321"/>
        <source>While this way is busy (%1 probes)</source>
        <translation>Während diese Richtung ausgelastet ist (%1 Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="329"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="333"/>
        <source>Round trip in ms (bucket start)</source>
        <translation>Umlaufzeit in ms (Beginn des Intervalls)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="336"/>
        <source>% of probes</source>
        <translation>% der Proben</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="344"/>
        <source>Round trips of small UDP probes</source>
        <translation>Umlaufzeiten kleiner UDP-Proben</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="362"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="365"/>
        <source>Round trip min / p50 / p90</source>
        <translation>Umlaufzeit min / p50 / p90</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="366"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="369"/>
        <source>Round trip p99 / max</source>
        <translation>Umlaufzeit p99 / max</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="370"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="383"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="409"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="372"/>
        <source>Jitter (RFC 3550)</source>
        <translation>Jitter (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="374"/>
        <source>Round-trip standard deviation</source>
        <translation>Standardabweichung der Umlaufzeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="376"/>
        <source>Round trip</source>
        <translation>Umlaufzeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="376"/>
        <source>no probe came back</source>
        <translation>keine Probe kam zurück</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="378"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="378"/>
        <source>%1 (%2 of %3 probes)</source>
        <translation>%1 (%2 von %3 Proben)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="383"/>
        <source>Reordered / duplicated probes</source>
        <translation>Vertauschte / doppelte Proben</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="385"/>
        <source>Round trip p50 while this way is busy</source>
        <translation>Umlaufzeit p50, während diese Richtung ausgelastet ist</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="386"/>
        <source>UDP probes sent while one TCP stream fills this direction: a large rise means queues on the path (bufferbloat).</source>
        <translation>UDP-Proben, gesendet während ein TCP-Strom diese Richtung auslastet: Ein starker Anstieg bedeutet Warteschlangen auf dem Pfad (Bufferbloat).</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="389"/>
        <source>TCP request/response p50</source>
        <translation>TCP-Anfrage/Antwort p50</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="390"/>
        <source>Small messages back and forth on one TCP connection, like a pipeline stage handing on one token&apos;s activations.</source>
        <translation>Kleine Nachrichten hin und zurück auf einer TCP-Verbindung, wie eine Pipeline-Stufe, die die Aktivierungen eines Tokens weitergibt.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="397"/>
        <source>Throughput, 1 stream</source>
        <translation>Durchsatz, 1 Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="403"/>
        <source>Throughput, %1, both ways at once</source>
        <translation>Durchsatz, %1, beide Richtungen gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="408"/>
        <source>TCP retransmits (1 stream / %1)</source>
        <translation>TCP-Wiederholungen (1 Strom / %1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="410"/>
        <source>Segments the sender had to send again: a few are normal, many mean loss on the way.</source>
        <translation>Segmente, die der Sender erneut senden musste: Einige sind normal, viele bedeuten Verluste auf dem Weg.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="412"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="415"/>
        <source>Path MTU</source>
        <translation>Pfad-MTU</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="412"/>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="413"/>
        <source>The largest packet that went there and back without being split.</source>
        <translation>Das größte Paket, das ungeteilt hin und zurück kam.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="416"/>
        <source>Client interface</source>
        <translation>Schnittstelle des Clients</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="417"/>
        <source>Server interface</source>
        <translation>Schnittstelle des Servers</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="420"/>
        <source>%1 % on one stream</source>
        <translation>%1 % mit einem Strom</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="423"/>
        <source>%1 % on %2</source>
        <translation>%1 % mit %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="425"/>
        <source>Share of the negotiated %1</source>
        <translation>Anteil an den ausgehandelten %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="426"/>
        <source>TCP payload compared with the speed the network cards negotiated; headers take a few percent, so about 94 % is a full gigabit link.</source>
        <translation>TCP-Nutzdaten im Vergleich zur Geschwindigkeit, die die Netzwerkkarten ausgehandelt haben; Header belegen einige Prozent, etwa 94 % sind also eine voll ausgelastete Gigabit-Verbindung.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="429"/>
        <source>Share of the negotiated speed</source>
        <translation>Anteil an der ausgehandelten Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="429"/>
        <source>unknown: the interfaces did not report a speed</source>
        <translation>unbekannt: Die Schnittstellen haben keine Geschwindigkeit gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="444"/>
        <source>No warnings for this direction: nothing in this test crossed a warning threshold.</source>
        <translation>Keine Warnungen für diese Richtung: Nichts in diesem Test hat eine Warnschwelle überschritten.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="448"/>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMap</name>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="82"/>
        <source>Link matrix</source>
        <translation>Verbindungsmatrix</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="83"/>
        <source>Rows: the machine that sends. Columns: the machine that receives. Use the arrow keys to move between cells; the details of the selected cell are shown next to the table.</source>
        <translation>Zeilen: der sendende Rechner. Spalten: der empfangende Rechner. Mit den Pfeiltasten wechseln Sie zwischen den Zellen; die Details der gewählten Zelle stehen neben der Tabelle.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMapModel</name>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="132"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="134"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="137"/>
        <source>measuring %1 %</source>
        <translation>misst %1 %</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="145"/>
        <source>no figure</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="147"/>
        <source>same host</source>
        <translation>gleicher Rechner</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="149"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="151"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="164"/>
        <source>%1 with itself: nothing to measure</source>
        <translation>%1 mit sich selbst: nichts zu messen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="166"/>
        <source>%1: not measured in this run</source>
        <translation>%1: in diesem Lauf nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="168"/>
        <source>%1: waiting for its turn</source>
        <translation>%1: wartet, bis es an der Reihe ist</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="170"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="172"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="174"/>
        <source>%1: %2 was not measured</source>
        <translation>%1: %2 wurde nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="176"/>
        <source>%1: same host, the traffic never left the machine; not a network figure</source>
        <translation>%1: gleicher Rechner, der Verkehr hat ihn nie verlassen; kein Netzwerkwert</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="178"/>
        <source>%1: the test failed; select it for the reason</source>
        <translation>%1: Der Test ist fehlgeschlagen; wählen Sie die Zelle für den Grund</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="180"/>
        <source>%1: cancelled before it finished</source>
        <translation>%1: vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="252"/>
        <source>to %1</source>
        <translation>an %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="252"/>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>Column: %1 receives</source>
        <translation>Spalte: %1 empfängt</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="256"/>
        <source>Row: %1 sends</source>
        <translation>Zeile: %1 sendet</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MachinesPage</name>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="75"/>
        <source>Your machines</source>
        <translation>Ihre Rechner</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="92"/>
        <source>Inventory in progress</source>
        <translation>Erfassung läuft</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="113"/>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="113"/>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="114"/>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="114"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="114"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="114"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="113"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="77"/>
        <source>This computer and the machines you add: ShardScope connects to them over SSH and its agent lists their GPUs, memory and network interfaces. Warnings below say what could slow down inference split across machines.</source>
        <translation>Dieser Computer und die Rechner, die Sie hinzufügen: ShardScope verbindet sich per SSH mit ihnen, und sein Agent listet ihre GPUs, den Arbeitsspeicher und die Netzwerkschnittstellen auf. Die Warnungen unten sagen, was eine auf mehrere Rechner verteilte Inferenz bremsen könnte.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="94"/>
        <source>Connect a&amp;ll</source>
        <translation>Alle &amp;verbinden</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="97"/>
        <source>Inventory this computer and every machine in the list (connects over SSH, copies the agent)</source>
        <translation>Diesen Computer und jeden Rechner der Liste erfassen (verbindet sich per SSH, kopiert den Agenten)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="99"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="101"/>
        <source>Stop connecting; what is done stays</source>
        <translation>Verbinden anhalten; was fertig ist, bleibt</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="113"/>
        <source>SSH address</source>
        <translation>SSH-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="134"/>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="136"/>
        <source>Add a machine that you reach over SSH</source>
        <translation>Einen Rechner hinzufügen, den Sie per SSH erreichen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="137"/>
        <source>Edi&amp;t…</source>
        <translation>Be&amp;arbeiten …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="139"/>
        <source>&amp;Import from SSH config…</source>
        <translation>&amp;Importieren aus SSH-Konfiguration …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="141"/>
        <source>Add machines listed in ~/.ssh/config</source>
        <translation>Rechner hinzufügen, die in ~/.ssh/config stehen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="142"/>
        <location filename="../ui/MachinesPage.cpp" line="477"/>
        <source>&amp;Remove</source>
        <translation>En&amp;tfernen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="144"/>
        <source>Forget the selected machine and its stored inventories</source>
        <translation>Den ausgewählten Rechner und seine gespeicherten Erfassungen vergessen</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="172"/>
        <source>E&amp;xport PDF…</source>
        <translation>Als &amp;PDF exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="174"/>
        <source>Save the inventory and the warnings as a PDF file</source>
        <translation>Bestandsaufnahme und Warnungen als PDF-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="178"/>
        <source>&amp;Machines:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="181"/>
        <source>&amp;Details of the selected machine:</source>
        <translation>&amp;Details des ausgewählten Rechners:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="182"/>
        <source>&amp;Warnings:</source>
        <translation>War&amp;nungen:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="468"/>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="469"/>
        <source>Remove %1 from ShardScope?</source>
        <translation>%1 aus ShardScope entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="474"/>
        <source>ShardScope forgets this machine and its stored inventories. Nothing on the machine itself is changed: to delete the ShardScope agent there, use &quot;Remove from nodes&quot; on the next page first.</source>
        <translation>ShardScope vergisst diesen Rechner und seine gespeicherten Erfassungen. Auf dem Rechner selbst ändert sich nichts: Um den ShardScope-Agenten dort zu löschen, verwenden Sie vorher „Von den Rechnern entfernen“ auf der nächsten Seite.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="498"/>
        <source>That did not work: %1.</source>
        <translation>Das hat nicht geklappt: %1.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="507"/>
        <source>Saved the inventory to %1.</source>
        <translation>Bestandsaufnahme unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="522"/>
        <source>Export the inventory as PDF</source>
        <translation>Bestandsaufnahme als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="523"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="599"/>
        <source>Warnings appear here once a machine has been inventoried.</source>
        <translation>Warnungen erscheinen hier, sobald ein Rechner erfasst wurde.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="613"/>
        <location filename="../ui/MachinesPage.cpp" line="614"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="631"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="643"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="647"/>
        <source>Connecting to your machines: %1 of %2 nodes done%3. Each row shows where its machine is.</source>
        <translation>Verbindung mit Ihren Rechnern: %1 von %2 fertig%3. Jede Zeile zeigt, wo ihr Rechner gerade steht.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="651"/>
        <source>, this computer still running</source>
        <translation>, dieser Computer läuft noch</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="661"/>
        <source>Click Connect all to inventory this computer.</source>
        <translation>Klicken Sie auf „Alle verbinden“, um diesen Computer zu erfassen.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="669"/>
        <source>Add your other machines with the Add… or Import from SSH config… button.</source>
        <translation>Fügen Sie Ihre anderen Rechner mit „Hinzufügen …“ oder „Importieren aus SSH-Konfiguration …“ hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="676"/>
        <source>Nodes inventoried in this session: %1 of %2.</source>
        <translation>In dieser Sitzung erfasste Rechner: %1 von %2.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="655"/>
        <source>Inventorying this computer with the ShardScope agent… This usually takes a few seconds.</source>
        <translation>Dieser Computer wird mit dem ShardScope-Agenten erfasst … Das dauert meist nur wenige Sekunden.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="664"/>
        <source>This computer: %1</source>
        <translation>Dieser Computer: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NetworkPage</name>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="56"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="57"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="93"/>
        <source>How good are your links?</source>
        <translation>Wie gut sind Ihre Verbindungen?</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="94"/>
        <source>ShardScope measures every pair of machines directly, one pair at a time: round trips, jitter and loss with small probes, then throughput in each direction with one and with several TCP streams. The traffic goes machine to machine on the cluster interface, never through this computer.</source>
        <translation>ShardScope misst jedes Rechnerpaar direkt, ein Paar nach dem anderen: Umlaufzeiten, Jitter und Verlust mit kleinen Proben, dann den Durchsatz in jeder Richtung mit einem und mit mehreren TCP-Strömen. Der Verkehr läuft von Rechner zu Rechner über die Cluster-Schnittstelle, nie über diesen Computer.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="103"/>
        <source>Machines to test</source>
        <translation>Zu testende Rechner</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="104"/>
        <source>&amp;Machines to test:</source>
        <translation>Zu testende &amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="112"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="114"/>
        <source>How long each throughput phase sends: one and several streams, each direction alone and both at once. Longer gives steadier figures.</source>
        <translation>Wie lange jede Durchsatzphase sendet: ein und mehrere Ströme, jede Richtung allein und beide gleichzeitig. Länger ergibt stabilere Werte.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="120"/>
        <source>Parallel TCP streams of the second throughput measurement: several streams show what the link carries when one stream cannot fill it.</source>
        <translation>Parallele TCP-Ströme der zweiten Durchsatzmessung: Mehrere Ströme zeigen, was die Verbindung trägt, wenn ein Strom sie nicht auslasten kann.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="127"/>
        <source>Small UDP probes for the round trip, jitter and loss (one every %1 ms), and as many TCP request/response round trips.</source>
        <translation>Kleine UDP-Proben für Umlaufzeit, Jitter und Verlust (eine alle %1 ms) und ebenso viele TCP-Anfrage/Antwort-Umläufe.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="130"/>
        <source>Seconds per &amp;phase:</source>
        <translation>Sekunden pro &amp;Phase:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="132"/>
        <source>Parallel &amp;streams:</source>
        <translation>Parallele S&amp;tröme:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="134"/>
        <source>&amp;Latency probes:</source>
        <translation>&amp;Latenzproben:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="152"/>
        <source>&amp;Run link test</source>
        <translation>Verbindungstest &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="154"/>
        <source>Measure every pair of the checked machines, one pair at a time</source>
        <translation>Jedes Paar der angehakten Rechner messen, ein Paar nach dem anderen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="156"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="160"/>
        <source>Pairs measured</source>
        <translation>Gemessene Paare</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="179"/>
        <source>Figure shown in the matrix</source>
        <translation>In der Matrix gezeigter Wert</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="184"/>
        <source>Sho&amp;w:</source>
        <translation>Anzei&amp;gen:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="186"/>
        <source>Rows send, columns receive.</source>
        <translation>Zeilen senden, Spalten empfangen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="270"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Schraffiert: Beide Enden sind derselbe Rechner, kein Netzwerkwert. Grau: Der Test ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="361"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="365"/>
        <source>Other machines reach %1 at %2 in the test.</source>
        <translation>Die anderen Rechner erreichen %1 im Test unter %2.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="367"/>
        <source>%1: no cluster address</source>
        <translation>%1: keine Cluster-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="371"/>
        <source>ShardScope does not know which address the other machines reach %1 at. Click Connect all on the Machines page so that its interfaces are known and choose its cluster interface with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope weiß nicht, unter welcher Adresse die anderen Rechner %1 erreichen. Klicken Sie auf der Seite „Ihre Rechner“ auf „Alle verbinden“, damit seine Schnittstellen bekannt sind, und wählen Sie seine Cluster-Schnittstelle mit „Bearbeiten …“, oder geben Sie ihm eine numerische IP-Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="395"/>
        <source>About %1 per pair.</source>
        <translation>Etwa %1 pro Paar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="397"/>
        <source>About %1 for the one pair.</source>
        <translation>Etwa %1 für das eine Paar.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="399"/>
        <source>About %1 per pair; %2 pairs take about %3.</source>
        <translation>Etwa %1 pro Paar; %2 Paare dauern etwa %3.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="428"/>
        <source>%1 of %2 pairs</source>
        <translation>%1 von %2 Paaren</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="430"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="434"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Verbindung zu %1 Rechnern wird aufgebaut, ihre Agenten werden gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="437"/>
        <source>There are no other machines yet. Go back and add them on the Machines page: a link test needs at least two.</source>
        <translation>Es gibt noch keine weiteren Rechner. Gehen Sie zurück und fügen Sie sie auf der Seite „Ihre Rechner“ hinzu: Ein Verbindungstest braucht mindestens zwei.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="440"/>
        <source>Check at least two machines to measure the links between them.</source>
        <translation>Haken Sie mindestens zwei Rechner an, um die Verbindungen zwischen ihnen zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="444"/>
        <source>Click Run link test to measure every pair of the checked machines.</source>
        <translation>Klicken Sie auf „Verbindungstest ausführen“, um jedes Paar der angehakten Rechner zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="489"/>
        <source>This run is stored as it goes: the results stay after a restart.</source>
        <translation>Dieser Lauf wird laufend gespeichert: Die Ergebnisse bleiben nach einem Neustart erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="490"/>
        <source>There is no database: this run is not kept.</source>
        <translation>Es gibt keine Datenbank: Dieser Lauf wird nicht aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="593"/>
        <source>%1: done.</source>
        <translation>%1: fertig.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="625"/>
        <source>Measured %1 of %2 pairs.</source>
        <translation>%1 von %2 Paaren gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="627"/>
        <source>%1 failed: select a grey cell for the reason.</source>
        <translation>%1 fehlgeschlagen: Wählen Sie eine graue Zelle für den Grund.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="629"/>
        <source>%1 cancelled.</source>
        <translation>%1 abgebrochen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="633"/>
        <source>Stored: this run is shown again when you come back, also after a restart.</source>
        <translation>Gespeichert: Dieser Lauf wird wieder gezeigt, wenn Sie zurückkommen, auch nach einem Neustart.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="644"/>
        <source>There is no database: link tests are not kept.</source>
        <translation>Es gibt keine Datenbank: Verbindungstests werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="655"/>
        <source>No link test yet.</source>
        <translation>Noch kein Verbindungstest.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="656"/>
        <location filename="../ui/NetworkPage.cpp" line="701"/>
        <source>Run a link test to see how fast and how steady the links between your machines are.</source>
        <translation>Führen Sie einen Verbindungstest aus, um zu sehen, wie schnell und wie gleichmäßig die Verbindungen zwischen Ihren Rechnern sind.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="672"/>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="675"/>
        <source>cancelled before the end</source>
        <translation>vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="678"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="682"/>
        <source>did not finish</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="685"/>
        <source>Showing the link test of %1 (%2, %3 machines). Run it again to compare.</source>
        <translation>Gezeigt wird der Verbindungstest vom %1 (%2, %3 Rechner). Führen Sie ihn erneut aus, um zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="688"/>
        <location filename="../ui/NetworkPage.cpp" line="703"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Wählen Sie eine Zelle der Matrix, um ihre Details zu sehen.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NodeDialog</name>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="27"/>
        <source>Add a machine</source>
        <translation>Rechner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="29"/>
        <source>ShardScope reaches the machine over SSH, as you would with &quot;ssh -p PORT USER@ADDRESS&quot;. Nothing needs to be installed on it beforehand.</source>
        <translation>ShardScope erreicht den Rechner per SSH, so wie Sie mit „ssh -p PORT BENUTZER@ADRESSE“. Vorher muss dort nichts installiert werden.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="37"/>
        <source>for example node2</source>
        <translation>zum Beispiel node2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="40"/>
        <source>host name or IP address, e.g. 192.168.1.20</source>
        <translation>Hostname oder IP-Adresse, z. B. 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="48"/>
        <source>empty: your user name on this computer</source>
        <translation>leer: Ihr Benutzername auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="51"/>
        <source>empty: ssh-agent and your default keys</source>
        <translation>leer: ssh-agent und Ihre Standardschlüssel</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="52"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="61"/>
        <source>empty: choose later</source>
        <translation>leer: später wählen</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="62"/>
        <source>The network interface this machine uses to talk to the other machines during split inference, e.g. the fastest wired one.</source>
        <translation>Die Netzwerkschnittstelle, über die dieser Rechner bei verteilter Inferenz mit den anderen Rechnern spricht, z. B. die schnellste kabelgebundene.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="66"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="67"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="68"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="69"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="70"/>
        <source>&amp;Identity file:</source>
        <translation>&amp;Identitätsdatei:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="72"/>
        <source>&amp;Cluster interface:</source>
        <translation>&amp;Cluster-Schnittstelle:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="109"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="131"/>
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
        <location filename="../ui/NodeDialog.cpp" line="184"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="206"/>
        <source>Another machine is already called %1: choose another name.</source>
        <translation>Ein anderer Rechner heißt schon %1: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="170"/>
        <source>&quot;%1&quot; is the name of the machine ShardScope runs on: choose another name.</source>
        <translation>„%1“ ist der Name des Rechners, auf dem ShardScope läuft: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="173"/>
        <source>Enter the machine&apos;s address: its host name or IP address.</source>
        <translation>Geben Sie die Adresse des Rechners ein: seinen Hostnamen oder seine IP-Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="175"/>
        <source>The address must not contain spaces.</source>
        <translation>Die Adresse darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="177"/>
        <source>Enter only the address here; the user name (before the @) goes into User.</source>
        <translation>Geben Sie hier nur die Adresse ein; der Benutzername (vor dem @) gehört in „Benutzer“.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="179"/>
        <source>Enter the address without a port; the port goes into Port.</source>
        <translation>Geben Sie die Adresse ohne Port ein; der Port gehört in „Port“.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="181"/>
        <source>The address may contain only letters, digits, dots and hyphens, and must not start with a hyphen.</source>
        <translation>Die Adresse darf nur Buchstaben, Ziffern, Punkte und Bindestriche enthalten und nicht mit einem Bindestrich beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="187"/>
        <source>Enter only the user name here, without @ and the address.</source>
        <translation>Geben Sie hier nur den Benutzernamen ein, ohne @ und Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="188"/>
        <source>The user name may contain only letters, digits, dots, hyphens and underscores, and must not start with a hyphen.</source>
        <translation>Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche enthalten und nicht mit einem Bindestrich beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="219"/>
        <source>The identity file %1 does not exist. Choose your private key with Browse…, or leave the field empty to use ssh-agent and your default keys.</source>
        <translation>Die Identitätsdatei %1 gibt es nicht. Wählen Sie Ihren privaten Schlüssel mit „Durchsuchen …“ oder lassen Sie das Feld leer, um ssh-agent und Ihre Standardschlüssel zu verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="223"/>
        <source>%1 is not a file: choose your private key file.</source>
        <translation>%1 ist keine Datei: Wählen Sie die Datei Ihres privaten Schlüssels.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="225"/>
        <source>You may not read the identity file %1.</source>
        <translation>Sie dürfen die Identitätsdatei %1 nicht lesen.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="227"/>
        <source>%1 is the public half of a key. Choose the private key: the file of the same name without .pub.</source>
        <translation>%1 ist die öffentliche Hälfte eines Schlüssels. Wählen Sie den privaten Schlüssel: die gleichnamige Datei ohne .pub.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="191"/>
        <source>%1 is not a network interface name (at most 15 characters, no /, : or spaces).</source>
        <translation>%1 ist kein Name einer Netzwerkschnittstelle (höchstens 15 Zeichen, kein /, : oder Leerzeichen).</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="249"/>
        <source>Choose your private SSH key</source>
        <translation>Ihren privaten SSH-Schlüssel wählen</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ShardScopeWizard</name>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="59"/>
        <source>ShardScope</source>
        <translation>ShardScope</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SshImportDialog</name>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="32"/>
        <source>Import machines from your SSH configuration</source>
        <translation>Rechner aus Ihrer SSH-Konfiguration importieren</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="38"/>
        <source>&amp;Other file…</source>
        <translation>Andere &amp;Datei …</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="52"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="52"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="52"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="52"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="52"/>
        <source>Identity file</source>
        <translation>Identitätsdatei</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="58"/>
        <source>Machines found</source>
        <translation>Gefundene Rechner</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="60"/>
        <source>Check &amp;all</source>
        <translation>&amp;Alle ankreuzen</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="62"/>
        <source>Check &amp;none</source>
        <translation>&amp;Keine ankreuzen</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="70"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="73"/>
        <source>Check the machines you want ShardScope to use. Entries with * or ? are patterns, not machines, and are not listed.</source>
        <translation>Kreuzen Sie die Rechner an, die ShardScope verwenden soll. Einträge mit * oder ? sind Muster, keine Rechner, und werden nicht aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="107"/>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="114"/>
        <source>%1 could not be read, so nothing can be imported from it. Choose another file with Other file…, or add the machines one by one with Add… instead. (Details: %2)</source>
        <translation>%1 konnte nicht gelesen werden, daher lässt sich daraus nichts importieren. Wählen Sie mit „Andere Datei …“ eine andere Datei oder fügen Sie die Rechner stattdessen einzeln mit „Hinzufügen …“ hinzu. (Details: %2)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="134"/>
        <source>Already added</source>
        <translation>Schon hinzugefügt</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="135"/>
        <source>%1 (already added)</source>
        <translation>%1 (schon hinzugefügt)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="141"/>
        <source>%1 (cannot be imported)</source>
        <translation>%1 (nicht importierbar)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="147"/>
        <source>No machines found in this file.</source>
        <translation>In dieser Datei wurden keine Rechner gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="149"/>
        <source>No machine in this file can be imported: each has been added already or has a setting ShardScope cannot use (its tooltip says which).</source>
        <translation>Kein Rechner dieser Datei lässt sich importieren: Jeder ist schon hinzugefügt oder hat eine Einstellung, die ShardScope nicht verwenden kann (sein Tooltip sagt, welche).</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="152"/>
        <source>Every machine in this file has been added already.</source>
        <translation>Alle Rechner dieser Datei sind schon hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="154"/>
        <source>Machines found: %1.</source>
        <translation>Gefundene Rechner: %1.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="171"/>
        <source>Choose an SSH configuration file</source>
        <translation>Eine SSH-Konfigurationsdatei wählen</translation>
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
