<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="111"/>
        <source>Splitting %1 makes each token %2 slower: %3 of every token is spent waiting for the network.</source>
        <translation>Répartir le modèle %1 rend chaque token %2 plus lent&#xa0;: %3 du temps de chaque token est passé à attendre le réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="115"/>
        <source>Splitting %1 makes each token %2 slower.</source>
        <translation>Répartir le modèle %1 rend chaque token %2 plus lent.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="120"/>
        <source>Splitting %1 makes each token %2 faster, although %3 of every token is spent waiting for the network.</source>
        <translation>Répartir le modèle %1 rend chaque token %2 plus rapide, même si %3 du temps de chaque token est passé à attendre le réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="124"/>
        <source>Splitting %1 makes each token %2 faster.</source>
        <translation>Répartir le modèle %1 rend chaque token %2 plus rapide.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="60"/>
        <source>%1 output tokens/s</source>
        <translation>%1 tokens/s générés</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="72"/>
        <source>machine %1</source>
        <translation>machine %1</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="83"/>
        <source>with pipeline parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>par parallélisme de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="84"/>
        <source>with tensor parallel</source>
        <comment>completes: Splitting across node0 …</comment>
        <translation>par parallélisme de tenseurs</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="87"/>
        <source>across %1 %2 over this link (%3, %4 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>sur %1 %2 via cette liaison (%3, aller-retour de %4)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="91"/>
        <source>across %1 %2</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>sur %1 %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="209"/>
        <source>Tensor parallel</source>
        <translation>Parallélisme de tenseurs</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="211"/>
        <source>Pipeline parallel</source>
        <translation>Parallélisme de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="217"/>
        <source>Unknown layout</source>
        <translation>Mode inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="264"/>
        <source>Complete</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="266"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="268"/>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="270"/>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="276"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="284"/>
        <location filename="../presentation/AnalysisText.cpp" line="334"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="286"/>
        <source>%1 over %2 at concurrency %3</source>
        <translation>%1 sur %2 (requêtes simultanées&#xa0;: %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="291"/>
        <source>%1 is no longer stored: its inventory and memory are unknown</source>
        <translation>%1 ne figure plus dans la base de données&#xa0;: son inventaire et sa mémoire sont inconnus</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="293"/>
        <source>The inventory of %1 was taken after the run (%2)</source>
        <translation>L’inventaire de %1 a été effectué après l’exécution (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="295"/>
        <source>No inventory of %1 is stored: its memory is unknown</source>
        <translation>Aucun inventaire de %1 n’est enregistré&#xa0;: sa mémoire est inconnue</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="297"/>
        <source>The inventory of %1 gives no memory size for the %2 backend</source>
        <translation>L’inventaire de %1 n’indique aucune taille de mémoire pour le calcul sur %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="95"/>
        <source>across %1 machines over this link (%2, %3 round trip)</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>sur %1 machines via cette liaison (%2, aller-retour de %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="100"/>
        <source>across %1 machines</source>
        <comment>completes: Splitting … makes each token 3.1× slower</comment>
        <translation>sur %1 machines</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="134"/>
        <source>Serve one copy on each of %1 instead: %2 the output tokens per second of one machine.</source>
        <translation>Servez plutôt une copie sur chacune des machines %1&#xa0;: cela donne %2 les tokens générés par seconde d’une seule machine.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="137"/>
        <source>One copy on each of %1 would give %2 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>Une copie sur chacune des machines %1 donnerait %2 les tokens générés par seconde d’une seule machine, mais cela ne rend aucune conversation individuelle plus rapide.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="141"/>
        <source>One copy on each of %1 gives %2 the output tokens per second of one machine.</source>
        <translation>Une copie sur chacune des machines %1 donne %2 les tokens générés par seconde d’une seule machine.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="146"/>
        <source>Serve one copy per machine instead: %1 the output tokens per second of one machine.</source>
        <translation>Servez plutôt une copie par machine&#xa0;: cela donne %1 les tokens générés par seconde d’une seule machine.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="150"/>
        <source>One copy per machine would give %1 the output tokens per second of one machine, but it does not make a single conversation any faster.</source>
        <translation>Une copie par machine donnerait %1 les tokens générés par seconde d’une seule machine, mais cela ne rend aucune conversation individuelle plus rapide.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="154"/>
        <source>One copy per machine gives %1 the output tokens per second of one machine.</source>
        <translation>Une copie par machine donne %1 les tokens générés par seconde d’une seule machine.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="163"/>
        <source>with pipeline parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>par parallélisme de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="164"/>
        <source>with tensor parallel</source>
        <comment>completes: Split over 2 machines …</comment>
        <translation>par parallélisme de tenseurs</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="166"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines (%2) %3, it makes %4.</source>
        <translation>Le modèle ne tient pas dans la mémoire d’une seule machine. Réparti sur %1 machines (%2) %3, il produit %4.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="171"/>
        <source>The model does not fit in one machine&apos;s memory. Split over %1 machines %2, it makes %3.</source>
        <translation>Le modèle ne tient pas dans la mémoire d’une seule machine. Réparti sur %1 machines %2, il produit %3.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="176"/>
        <source>The model does not fit in one machine&apos;s memory: it needs %1 machines, and no split run completed.</source>
        <translation>Le modèle ne tient pas dans la mémoire d’une seule machine&#xa0;: il nécessite %1 machines, et aucune exécution répartie n’a abouti.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="181"/>
        <source>The model does not fit in the memory of these machines, not even split over all of them.</source>
        <translation>Le modèle ne tient pas dans la mémoire de ces machines, même réparti sur toutes.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="184"/>
        <source>No run on one machine completed, and no split run either.</source>
        <translation>Aucune exécution sur une seule machine n’a abouti, et aucune exécution répartie non plus.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="199"/>
        <source>a server ShardScope does not recognise</source>
        <translation>un serveur que ShardScope ne reconnaît pas</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="207"/>
        <source>One machine</source>
        <translation>Une seule machine</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="213"/>
        <source>One copy per machine</source>
        <translation>Une copie par machine</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="238"/>
        <source>%1 (%2 machines: %3 … %4)</source>
        <comment>layout (how many machines: the first … the last)</comment>
        <translation>%1 (%2 machines&#xa0;: %3 … %4)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="272"/>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="300"/>
        <source>No stored link test measured every pair of %1 before the run ended: the network figures, the what-if and the network rules of the checklist are missing; run a link test of these machines</source>
        <translation>Aucun test des liaisons enregistré n’a mesuré chaque paire parmi %1 avant la fin de l’exécution&#xa0;: les valeurs réseau, la simulation et les règles réseau de la liste de contrôle manquent&#xa0;; lancez un test des liaisons de ces machines</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="305"/>
        <source>Link test %1 lacks a round-trip or single-stream throughput figure for some pairs: the link model uses the others</source>
        <translation>Il manque au test des liaisons %1 une valeur d’aller-retour ou de débit sur un seul flux pour certaines paires&#xa0;: le modèle de la liaison utilise les autres</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="312"/>
        <source>Link test %1 ended as %2; its complete pairs are used</source>
        <translation>Le test des liaisons %1 s’est terminé avec l’état «&#xa0;%2&#xa0;»&#xa0;; ses paires complètes sont utilisées</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="315"/>
        <source>Link %1: the traffic never left one machine</source>
        <translation>Liaison %1&#xa0;: le trafic n’a jamais quitté une seule et même machine</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="317"/>
        <source>Link %1 lost packets</source>
        <translation>La liaison %1 a perdu des paquets</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="319"/>
        <source>Link %1: the network interface counted errors</source>
        <translation>Liaison %1&#xa0;: l’interface réseau a compté des erreurs</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="321"/>
        <source>The run is still marked running: ShardScope may have stopped during it, and its results may be incomplete</source>
        <translation>L’exécution est toujours marquée comme en cours&#xa0;: ShardScope s’est peut-être arrêté pendant celle-ci, et ses résultats sont peut-être incomplets</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="324"/>
        <source>The run failed</source>
        <translation>L’exécution a échoué</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="326"/>
        <source>The run was cancelled before every layout ran</source>
        <translation>L’exécution a été annulée avant que tous les modes aient été exécutés</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="328"/>
        <source>The run was interrupted: ShardScope ended before it finished (killed, crashed or the computer lost power); its results are incomplete</source>
        <translation>L&apos;exécution a été interrompue : ShardScope s&apos;est arrêté avant la fin (tué, planté ou coupure de courant) ; ses résultats sont incomplets</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="337"/>
        <source>%1 is faster than the measured memory bandwidth allows</source>
        <translation>%1 est plus rapide que ne le permet la bande passante mémoire mesurée</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="339"/>
        <source>No stored setup check covers %1: interfaces, names, firewalls and routers between them were not checked, and the placement and congestion rules lack that evidence; run the setup check</source>
        <translation>Aucun contrôle de la configuration enregistré ne couvre %1&#xa0;: les interfaces, les noms, les pare-feu et les routeurs entre elles n&apos;ont pas été contrôlés, et les règles de placement et de congestion manquent de cette preuve&#xa0;; lancez le contrôle de la configuration</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="346"/>
        <source>Unknown warning</source>
        <translation>Avertissement inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="347"/>
        <source>Unknown warning about %1</source>
        <translation>Avertissement inconnu concernant %1</translation>
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
        <translation>Liaison inconnue</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="386"/>
        <source>One person chatting (latency)</source>
        <translation>Une personne qui discute (latence)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="388"/>
        <source>Many requests at once (throughput)</source>
        <translation>Beaucoup de requêtes à la fois (débit)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="390"/>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="394"/>
        <source>Not chosen</source>
        <translation>Non choisi</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="449"/>
        <source>These figures are from your own server, not from ShardScope&apos;s model: each layout is one of your serving runs of this model on this server, measured at the same number of requests at once.</source>
        <translation>Ces valeurs proviennent de votre propre serveur, et non du modèle de ShardScope&#xa0;: chaque mode correspond à l’une de vos exécutions de service de ce modèle sur ce serveur, mesurée avec le même nombre de requêtes simultanées.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="454"/>
        <source>Your server was measured cleanly in one layout only, or not on one machine, so there is nothing to compare: start it on one machine and split (or as copies) and measure each.</source>
        <translation>Votre serveur n’a été mesuré proprement que dans un seul mode, ou pas sur une seule machine&#xa0;: il n’y a donc rien à comparer. Démarrez-le sur une seule machine, puis réparti (ou en copies), et mesurez chaque cas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="504"/>
        <source>Per decode step (one token for each of %n request(s) at once), split over %1 machines:</source>
        <translation>
            <numerusform>Par étape de décodage (un token pour %n requête), réparti sur %1 machines&#xa0;:</numerusform>
            <numerusform>Par étape de décodage (un token pour chacune des %n requêtes à la fois), réparti sur %1 machines&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="511"/>
        <source>For %1 per token: a round trip below %2 and at least %3.</source>
        <translation>Pour %1 par token&#xa0;: un aller-retour de moins de %2 et au moins %3.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="519"/>
        <source>Tensor parallel: each machine sends %1 per step and waits for %2 round trips.</source>
        <translation>Parallélisme de tenseurs&#xa0;: chaque machine envoie %1 par étape et attend %2 allers-retours.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="524"/>
        <source>Pipeline parallel: a machine sends %1 per step; the step waits for %2 messages, one way each, one after another.</source>
        <translation>Parallélisme de pipeline&#xa0;: une machine envoie %1 par étape&#xa0;; l’étape attend %2 messages, chacun dans un seul sens, l’un après l’autre.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="532"/>
        <source>llama.cpp over RPC: the first machine sends %1 per step and waits for %2 round trips (seven for each other machine).</source>
        <translation>llama.cpp via RPC&#xa0;: la première machine envoie %1 par étape et attend %2 allers-retours (sept pour chaque autre machine).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="539"/>
        <source>A copy on each machine: only the prompts and the streamed tokens cross, about %1 per step; any wired network carries that.</source>
        <translation>Une copie sur chaque machine&#xa0;: seuls les prompts et les tokens renvoyés au fur et à mesure passent par le réseau, environ %1 par étape&#xa0;; n’importe quel réseau filaire suffit pour cela.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="546"/>
        <source>These limits hold if computing a token took no time at all: it takes part of the budget, so a link that works must be better than both. Measured on the Network and Inference pages, the what-if then says how much better.</source>
        <translation>Ces limites valent si le calcul d’un token ne prenait aucun temps&#xa0;: il prend une partie du budget, donc une liaison qui convient doit faire mieux sur les deux points. Une fois les mesures faites sur la page des liaisons et la page d’inférence, la simulation indique de combien.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="551"/>
        <source>Set a time per output token (TPOT) target for what a link needs to meet it.</source>
        <translation>Fixez un objectif de temps par token généré (TPOT) pour savoir ce qu’il faut à une liaison pour l’atteindre.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="563"/>
        <source>Fits on one machine (needs %1, %2 has %3)</source>
        <translation>Tient sur une seule machine (nécessite %1, %2 en a %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="567"/>
        <source>Needs %1 machines: the model needs %2 and the largest machine has %3; split evenly, each machine needs %4</source>
        <translation>Nécessite %1 machines&#xa0;: le modèle nécessite %2 et la machine la mieux dotée en a %3&#xa0;; en répartissant équitablement, chaque machine nécessite %4</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="573"/>
        <source>Does not fit: the model needs %1, and all machines together have %2</source>
        <translation>Ne tient pas&#xa0;: le modèle nécessite %1, et toutes les machines réunies n’en ont que %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="579"/>
        <source>Needs %1; no machine&apos;s memory is known yet</source>
        <translation>Nécessite %1&#xa0;; la mémoire d’aucune machine n’est encore connue</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="580"/>
        <source>Not known yet: choose a model and machines whose inventory is known</source>
        <translation>Encore inconnu&#xa0;: choisissez un modèle et des machines dont l’inventaire est connu</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="630"/>
        <source>Not tested: no complete link test of these machines.</source>
        <translation>Non testée&#xa0;: aucun test des liaisons complet de ces machines.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="632"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), within 25 % of the %3 its model expects.</source>
        <translation>%1 envoie %2 entre les machines à chaque étape de décodage (tous rangs confondus, valeur mesurée), à 25&#xa0;% près des %3 que prévoit son modèle.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="637"/>
        <source>%1 sends %2 between the machines for every decode step (all ranks together, measured), more than 25 % off the %3 its model expects: the traffic is not what the layout should send.</source>
        <translation>%1 envoie %2 entre les machines à chaque étape de décodage (tous rangs confondus, valeur mesurée), soit un écart de plus de 25&#xa0;% par rapport aux %3 que prévoit son modèle&#xa0;: le trafic n’est pas celui que ce mode devrait envoyer.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="653"/>
        <source>At its highest concurrency the busiest machine sends %1, under half of the link&apos;s %2.</source>
        <translation>Au plus grand nombre de requêtes simultanées, la machine la plus chargée envoie %1, moins de la moitié des %2 de la liaison.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="656"/>
        <source>At its highest concurrency the busiest machine sends %1, over half of the link&apos;s %2.</source>
        <translation>Au plus grand nombre de requêtes simultanées, la machine la plus chargée envoie %1, plus de la moitié des %2 de la liaison.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="659"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries %2 of the fastest one&apos;s single-stream throughput.</source>
        <translation>Entre les machines de l’exécution, le sens de liaison le plus lent (%1) atteint %2 du débit sur un seul flux du sens le plus rapide.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="664"/>
        <source>Between the run&apos;s machines, the slowest link direction (%1) carries only %2 of the fastest one&apos;s single-stream throughput, and the split has to use it.</source>
        <translation>Entre les machines de l’exécution, le sens de liaison le plus lent (%1) n’atteint que %2 du débit sur un seul flux du sens le plus rapide, et la version répartie doit l’emprunter.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="684"/>
        <source>Not tested: no run failed, so the handling of a failing machine was not exercised.</source>
        <translation>Non testée&#xa0;: aucune exécution n’a échoué, la gestion d’une machine défaillante n’a donc pas été mise à l’épreuve.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="405"/>
        <source>Split with pipeline parallel</source>
        <translation>Répartir par parallélisme de pipeline</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="407"/>
        <source>Split with tensor parallel</source>
        <translation>Répartir par parallélisme de tenseurs</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="414"/>
        <source>Not enough measurements</source>
        <translation>Pas assez de mesures</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="479"/>
        <source>A typical %1 link (%2, %3 round trip) would bring the split to about %4 decode tokens/s (predicted).</source>
        <translation>Une liaison %1 typique (%2, aller-retour de %3) porterait la version répartie à environ %4 tokens/s de décodage (prévision).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="687"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench --layout tp or pp) that completes at concurrency %1 would test it.</source>
        <translation>Non testée&#xa0;: les exécutions mesurent le modèle et le réseau, pas une chaîne de service complète (serveur HTTP, tokenizer, ordonnanceur). Une exécution de service de votre propre serveur en disposition répartie (shardscope-cli serve-bench --layout tp ou pp) menée à son terme avec %1 requêtes simultanées la testerait.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="692"/>
        <source>Not tested: the runs measure the model and the network, not a serving front end (HTTP server, tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli serve-bench) that completes at the goal&apos;s concurrency would test it.</source>
        <translation>Non testée&#xa0;: les exécutions mesurent le modèle et le réseau, pas une chaîne de service complète (serveur HTTP, tokenizer, ordonnanceur). Une exécution de service de votre propre serveur en disposition répartie (shardscope-cli serve-bench) menée à son terme avec autant de requêtes simultanées que l’objectif la testerait.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="697"/>
        <source>Serving run %1 of your own server, %2, completed at concurrency %3: the whole path of a request (HTTP server, tokenizer, scheduler) was measured.</source>
        <translation>L’exécution de service %1 de votre propre serveur, %2, s’est terminée avec %3 requêtes simultanées&#xa0;: tout le chemin d’une requête (serveur HTTP, tokenizer, ordonnanceur) a été mesuré.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="729"/>
        <source>The model predicts %1 decode tokens/s for the measured link; the run measured %2 (%3). For the time to first token it predicts %4; the run measured %5 (%6).</source>
        <translation>Le modèle prévoit %1 tokens/s de décodage pour la liaison mesurée&#xa0;; l’exécution a mesuré %2 (%3). Pour le temps jusqu’au premier token, il prévoit %4&#xa0;; l’exécution a mesuré %5 (%6).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="738"/>
        <source>For CUDA the cost of an NCCL message is not yet checked against a GPU run: read these predictions as rough.</source>
        <translation>Pour CUDA, le coût d’un message NCCL n’a pas encore été vérifié par une exécution sur GPU&#xa0;: considérez ces prévisions comme approximatives.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="835"/>
        <source>%1 EiB</source>
        <translation>%1 Eio</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="489"/>
        <source>Time to first token: %1 (median), within your target of %2.</source>
        <translation>Temps jusqu’au premier token&#xa0;: %1 (médiane), dans les limites de votre objectif de %2.</translation>
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
        <translation>Rester sur une seule machine</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="403"/>
        <source>Serve one copy per machine</source>
        <translation>Servir une copie par machine</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="409"/>
        <source>Does not fit on one machine</source>
        <translation>Ne tient pas sur une seule machine</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="457"/>
        <source>No run completed on one machine or split over several machines, so there is nothing to compare.</source>
        <translation>Aucune exécution n’a abouti, ni sur une seule machine ni répartie sur plusieurs machines&#xa0;: il n’y a donc rien à comparer.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="473"/>
        <source>Only the runs on one machine completed: there is no split or copy per machine to compare with.</source>
        <translation>Seules les exécutions sur une seule machine ont abouti&#xa0;: il n’y a ni répartition ni copie par machine à comparer.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="490"/>
        <source>Time to first token: %1 (median), over your target of %2.</source>
        <translation>Temps jusqu’au premier token&#xa0;: %1 (médiane), au-delà de votre objectif de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="494"/>
        <source>Time per output token: %1 (median), within your target of %2.</source>
        <translation>Temps par token généré&#xa0;: %1 (médiane), dans les limites de votre objectif de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="495"/>
        <source>Time per output token: %1 (median), over your target of %2.</source>
        <translation>Temps par token généré&#xa0;: %1 (médiane), au-delà de votre objectif de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="587"/>
        <source>Parallelism graph</source>
        <translation>Graphe de parallélisme</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="589"/>
        <source>Latency budget</source>
        <translation>Budget de latence</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="591"/>
        <source>Bandwidth for concurrency</source>
        <translation>Bande passante pour les requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="593"/>
        <source>Topology-aware placement</source>
        <translation>Placement selon la topologie</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="595"/>
        <source>Congestion</source>
        <translation>Congestion</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="597"/>
        <source>Observability</source>
        <translation>Observabilité</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="599"/>
        <source>Partial failure</source>
        <translation>Panne partielle</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="601"/>
        <source>Complete serving path</source>
        <translation>Chaîne de service complète</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="605"/>
        <source>Unknown rule</source>
        <translation>Règle inconnue</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="612"/>
        <source>Met</source>
        <translation>Respectée</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="614"/>
        <source>Not met</source>
        <translation>Non respectée</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="619"/>
        <source>Not tested</source>
        <translation>Non testée</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="628"/>
        <source>Not tested: no tensor-parallel or pipeline-parallel run completed.</source>
        <translation>Non testée&#xa0;: aucune exécution en parallélisme de tenseurs ou de pipeline n’a abouti.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="643"/>
        <source>The network takes %1 of every token, within its budget of %2.</source>
        <translation>Le réseau prend %1 de chaque token, dans les limites de son budget de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="646"/>
        <source>The network takes %1 of every token, over its budget of %2.</source>
        <translation>Le réseau prend %1 de chaque token, au-delà de son budget de %2.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="649"/>
        <source>Not tested: the split ran at one concurrency only; run it at several to see whether the link keeps up.</source>
        <translation>Non testée&#xa0;: la version répartie n’a tourné qu’avec un seul nombre de requêtes simultanées&#xa0;; lancez-la avec plusieurs pour voir si la liaison suit.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="669"/>
        <source>Loss at most %1, and with both directions busy each keeps %2 of its throughput.</source>
        <translation>Pertes d’au plus %1, et quand les deux sens sont chargés, chacun conserve %2 de son débit.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="672"/>
        <source>Loss up to %1, and with both directions busy one keeps only %2 of its throughput (fine: at most %3 loss, at least %4).</source>
        <translation>Pertes jusqu’à %1, et quand les deux sens sont chargés, l’un ne conserve que %2 de son débit (acceptable&#xa0;: au plus %3 de pertes, au moins %4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="677"/>
        <source>%n rank(s) reported compute and communication time for every token.</source>
        <translation>
            <numerusform>%n rang a indiqué le temps de calcul et de communication de chaque token.</numerusform>
            <numerusform>%n rangs ont indiqué le temps de calcul et de communication de chaque token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="679"/>
        <source>%n rank(s) of complete runs reported no per-token figures.</source>
        <translation>
            <numerusform>%n rang des exécutions complètes n’a fourni aucune valeur par token.</numerusform>
            <numerusform>%n rangs des exécutions complètes n’ont fourni aucune valeur par token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="681"/>
        <source>%n run(s) failed and came back with the cause: “%1”.</source>
        <translation>
            <numerusform>%n exécution a échoué et a renvoyé sa cause&#xa0;: «&#xa0;%1&#xa0;».</numerusform>
            <numerusform>%n exécutions ont échoué et ont renvoyé leur cause&#xa0;: «&#xa0;%1&#xa0;».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="705"/>
        <source>The setup check found %n reason(s) the traffic between the machines may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>Le contrôle de la configuration a trouvé %n raison pour laquelle le trafic entre les machines pourrait ne pas passer par le lien du cluster (un routeur entre elles, des sous-réseaux différents, une autre interface, une interface VPN ou de conteneur que le logiciel pourrait choisir)&#xa0;: voir ses constats.</numerusform>
            <numerusform>Le contrôle de la configuration a trouvé %n raisons pour lesquelles le trafic entre les machines pourrait ne pas passer par le lien du cluster (un routeur entre elles, des sous-réseaux différents, une autre interface, une interface VPN ou de conteneur que le logiciel pourrait choisir)&#xa0;: voir ses constats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="709"/>
        <source>The setup check found %n reason(s) the traffic of %1 may not take the cluster link (a router between them, different subnets, another interface, a VPN or container interface the software may pick): see its findings.</source>
        <translation>
            <numerusform>Le contrôle de la configuration a trouvé %n raison pour laquelle le trafic de %1 pourrait ne pas passer par le lien du cluster (un routeur entre elles, des sous-réseaux différents, une autre interface, une interface VPN ou de conteneur que le logiciel pourrait choisir)&#xa0;: voir ses constats.</numerusform>
            <numerusform>Le contrôle de la configuration a trouvé %n raisons pour lesquelles le trafic de %1 pourrait ne pas passer par le lien du cluster (un routeur entre elles, des sous-réseaux différents, une autre interface, une interface VPN ou de conteneur que le logiciel pourrait choisir)&#xa0;: voir ses constats.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="715"/>
        <source>The setup check found that the path %1 carries packets of at most %2 bytes, below the interfaces&apos; MTU of %3 bytes: larger packets are dropped or split, which stalls transfers.</source>
        <translation>Le contrôle de la configuration a constaté que le chemin %1 transporte des paquets d&apos;au plus %2 octets, sous la MTU des interfaces de %3 octets&#xa0;: les paquets plus grands sont rejetés ou fragmentés, ce qui bloque les transferts.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="750"/>
        <source>llama.cpp over RPC across %1 makes each token %2 slower than %3 alone: %4 against %5, at %n request(s) at once.</source>
        <translation>
            <numerusform>llama.cpp via RPC sur %1 rend chaque token %2 plus lent que %3 seule&#xa0;: %4 contre %5, à %n requête à la fois.</numerusform>
            <numerusform>llama.cpp via RPC sur %1 rend chaque token %2 plus lent que %3 seule&#xa0;: %4 contre %5, à %n requêtes à la fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/AnalysisText.cpp" line="756"/>
        <source>llama.cpp over RPC across %1 was no slower per token than %2 alone: %3 against %4, at %n request(s) at once.</source>
        <translation>
            <numerusform>llama.cpp via RPC sur %1 n’a pas été plus lent par token que %2 seule&#xa0;: %3 contre %4, à %n requête à la fois.</numerusform>
            <numerusform>llama.cpp via RPC sur %1 n’a pas été plus lent par token que %2 seule&#xa0;: %3 contre %4, à %n requêtes à la fois.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="760"/>
        <source>That is about %1 round trips per token on a %2 link, plus %3 per token on the wire (%4 at %5): llama.cpp waits for each remote machine&apos;s answer before it goes on.</source>
        <translation>Cela représente environ %1 allers-retours par token sur une liaison à %2 d’aller-retour, plus %3 par token sur le fil (%4 à %5)&#xa0;: llama.cpp attend la réponse de chaque machine distante avant de poursuivre.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="768"/>
        <source>%1 over %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="769"/>
        <source>By the same count the split would make about, in output tokens/s: %1 (%2 alone: %3).</source>
        <translation>Selon le même calcul, la version répartie produirait environ, en tokens/s générés&#xa0;: %1 (%2 seule&#xa0;: %3).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="782"/>
        <source>rpc-server on %1 started with an empty cache (-c): this load sent its weights over the link, the next load of the same model reads them from %1&apos;s disk.</source>
        <translation>rpc-server sur %1 a démarré avec un cache vide (-c) : ce chargement a envoyé ses poids par le lien ; le prochain chargement du même modèle les lira sur le disque de %1.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="787"/>
        <source>rpc-server on %1 started with %2 of weights in its cache (-c): those were read from its disk, not sent over the link again.</source>
        <translation>rpc-server sur %1 a démarré avec %2 de poids dans son cache (-c) : ils ont été lus sur son disque, pas renvoyés par le lien.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="798"/>
        <source>%1 on %2 (port %3)</source>
        <translation>%1 sur %2 (port %3)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="802"/>
        <source>%1: its agent could not be asked to stop it; it ended with the agent.</source>
        <translation>%1&#xa0;: son agent n’a pas pu être prié de l’arrêter&#xa0;; il s’est terminé avec l’agent.</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="804"/>
        <source>%1 had ended by itself before the end of the run</source>
        <translation>%1 s’était arrêté de lui-même avant la fin de l’exécution</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="805"/>
        <source>%1 was stopped</source>
        <translation>%1 a été arrêté</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="807"/>
        <source>(exit code %1)</source>
        <translation>(code de sortie %1)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="809"/>
        <source>(signal %1)</source>
        <translation>(signal %1)</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="815"/>
        <source>ShardScope started these servers for the run and stopped them at its end. To run the same setup again without ShardScope, run each machine&apos;s lines there, in this order (the ports are the ones this run used; the API key, if any, goes in the environment, never on the command line).</source>
        <translation>ShardScope a lancé ces serveurs pour l’exécution et les a arrêtés à la fin. Pour relancer la même configuration sans ShardScope, exécutez les lignes de chaque machine sur cette machine, dans cet ordre (les ports sont ceux de cette exécution&#xa0;; la clé d’API éventuelle va dans l’environnement, jamais sur la ligne de commande).</translation>
    </message>
    <message>
        <location filename="../presentation/AnalysisText.cpp" line="825"/>
        <source>On %1 (%2):</source>
        <translation>Sur %1 (%2)&#xa0;:</translation>
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
            <numerusform>%1, %n à la fois</numerusform>
            <numerusform>%1, %n à la fois</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="72"/>
        <source>Time to first token</source>
        <translation>Temps jusqu’au premier token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="73"/>
        <source>Time to first token: no complete runs to show</source>
        <translation>Temps jusqu’au premier token&#xa0;: aucune exécution complète à afficher</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="74"/>
        <source>Milliseconds</source>
        <translation>Millisecondes</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="76"/>
        <source>Time to first token: how long a request waits before the first word of the answer appears (reading the prompt included). All requests of a run start together and wait for one shared prefill, so a run&apos;s median and p99 come from one timing: compare runs, not the two bars. Lower is better.</source>
        <translation>Temps jusqu’au premier token&#xa0;: combien de temps une requête attend avant que le premier mot de la réponse n’apparaisse (lecture du prompt comprise). Toutes les requêtes d’une exécution démarrent ensemble et attendent un seul préremplissage partagé, si bien que la médiane et le p99 d’une exécution proviennent d’une seule mesure&#xa0;: comparez les exécutions, pas les deux barres. Plus c’est bas, mieux c’est.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="80"/>
        <source>Median (p50)</source>
        <translation>Médiane (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="81"/>
        <source>Slowest 1 % (p99)</source>
        <translation>1&#xa0;% les plus lents (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="96"/>
        <source>Tokens per second by requests at once</source>
        <translation>Tokens par seconde selon le nombre de requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="97"/>
        <source>Tokens per second: no complete runs to show</source>
        <translation>Tokens par seconde&#xa0;: aucune exécution complète à afficher</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="98"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="165"/>
        <location filename="../presentation/BenchChartSpecs.cpp" line="236"/>
        <source>Tokens per second</source>
        <translation>Tokens par seconde</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="99"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="101"/>
        <source>Tokens per second of all requests together, as more requests run at once. A line that keeps rising means the layout serves more people well; one that flattens has reached its limit.</source>
        <translation>Tokens par seconde de toutes les requêtes réunies, à mesure que davantage de requêtes tournent à la fois. Une courbe qui continue de monter signifie que le mode sert bien davantage de personnes&#xa0;; une courbe qui s’aplatit a atteint sa limite.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="139"/>
        <source>Where the time of each token goes</source>
        <translation>Où passe le temps de chaque token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="140"/>
        <source>Time per token: no complete runs to show</source>
        <translation>Temps par token&#xa0;: aucune exécution complète à afficher</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="141"/>
        <source>Milliseconds per token</source>
        <translation>Millisecondes par token</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="142"/>
        <source>How each token&apos;s time splits on the slowest machine: computing, sending data between machines, and waiting for the others. One machine never communicates; a split that mostly communicates or waits is held back by the network.</source>
        <translation>Comment le temps de chaque token se répartit sur la machine la plus lente&#xa0;: calcul, envoi de données entre les machines et attente des autres. Une seule machine ne communique jamais&#xa0;; une répartition qui passe surtout son temps à communiquer ou à attendre est freinée par le réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="145"/>
        <source>Computing</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="146"/>
        <source>Communicating</source>
        <translation>Communication</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="147"/>
        <source>Waiting for the slowest machine</source>
        <translation>Attente de la machine la plus lente</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="163"/>
        <source>What if the network were faster (%1)</source>
        <translation>Et si le réseau était plus rapide&#xa0;? (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="164"/>
        <source>What if the network were faster: needs a split run and a link test</source>
        <translation>Et si le réseau était plus rapide&#xa0;? Nécessite une exécution répartie et un test des liaisons</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="166"/>
        <source>Time to first token (ms)</source>
        <translation>Temps jusqu’au premier token (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="168"/>
        <source>Predicted from the measured computing time and a model of the link (its round trip and bandwidth) for common kinds of network; the black square and the dark dot are what the run really measured on your link.</source>
        <translation>Prévision établie à partir du temps de calcul mesuré et d’un modèle de la liaison (son aller-retour et sa bande passante) pour des types de réseau courants&#xa0;; le carré noir et le point foncé sont ce que l’exécution a réellement mesuré sur votre liaison.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="179"/>
        <source>Your link</source>
        <translation>Votre liaison</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="188"/>
        <source>Predicted tokens/s</source>
        <translation>Tokens/s prévus</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="189"/>
        <source>Predicted first token</source>
        <translation>Premier token prévu</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="193"/>
        <source>Measured tokens/s</source>
        <translation>Tokens/s mesurés</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="196"/>
        <source>Measured first token</source>
        <translation>Premier token mesuré</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="213"/>
        <source>One machine</source>
        <translation>Une seule machine</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="220"/>
        <source>A bar that reaches past the dashed line would beat one machine.</source>
        <translation>Une barre qui dépasse la ligne en pointillés battrait une seule machine.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="233"/>
        <source>Nothing measured in both runs to compare</source>
        <translation>Rien n’a été mesuré dans les deux exécutions pour pouvoir comparer</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="238"/>
        <source>Tokens per second of every layout both runs measured: a higher bar is more text per second.</source>
        <translation>Tokens par seconde de chaque mode mesuré par les deux exécutions&#xa0;: une barre plus haute signifie plus de texte par seconde.</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="242"/>
        <source>Throughput, one stream (Gbit/s)</source>
        <translation>Débit, un flux (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../presentation/BenchChartSpecs.cpp" line="243"/>
        <source>Single-stream throughput of every direction both runs measured: a higher bar is a faster link.</source>
        <translation>Débit sur un seul flux de chaque sens mesuré par les deux exécutions&#xa0;: une barre plus haute signifie une liaison plus rapide.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../ui/CommandLine.cpp" line="15"/>
        <source>ShardScope measures whether local AI inference should be split across your machines.</source>
        <translation>ShardScope mesure si l’inférence d’IA locale doit être répartie sur vos machines.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="21"/>
        <source>Keep the results in the SQLite file &lt;path&gt; instead of the default one.</source>
        <translation>Enregistrer les résultats dans le fichier SQLite &lt;chemin&gt; au lieu du fichier par défaut.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="23"/>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="25"/>
        <source>Show the user interface in &lt;language&gt; (for example &quot;de&quot; or &quot;en&quot;) instead of the system language.</source>
        <translation>Afficher l’interface en &lt;langue&gt; (par exemple «&#xa0;de&#xa0;» ou «&#xa0;en&#xa0;») au lieu de la langue du système.</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="27"/>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="40"/>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/CommandLine.cpp" line="48"/>
        <source>--db needs a file path.</source>
        <translation>--db attend un chemin de fichier.</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="12"/>
        <source>(Details: %1)</source>
        <translation>(Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="42"/>
        <source>The refresh was cancelled. Click Refresh to inventory this computer again.</source>
        <translation>L’actualisation a été annulée. Cliquez sur «&#xa0;Actualiser&#xa0;» pour refaire l’inventaire de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="29"/>
        <source>ShardScope could not find its helper program, shardscope-agent, which inventories this computer. It looked in: %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>ShardScope n’a pas trouvé son programme auxiliaire, shardscope-agent, qui fait l’inventaire de cet ordinateur. Emplacements examinés&#xa0;: %1. Réinstallez ShardScope, ou définissez la variable d’environnement SHARDSCOPE_AGENT avec le chemin complet de shardscope-agent, puis relancez ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="23"/>
        <source>The environment variable SHARDSCOPE_AGENT names %1, which is not an executable file, so ShardScope cannot inventory this computer. Set SHARDSCOPE_AGENT to the full path of shardscope-agent, or remove the variable to use the installed one, and start ShardScope again.</source>
        <translation>La variable d’environnement SHARDSCOPE_AGENT désigne %1, qui n’est pas un fichier exécutable&#xa0;: ShardScope ne peut donc pas faire l’inventaire de cet ordinateur. Définissez SHARDSCOPE_AGENT avec le chemin complet de shardscope-agent, ou supprimez la variable pour utiliser l’agent installé, puis relancez ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="47"/>
        <source>ShardScope&apos;s helper program was not found at %1. Reinstall ShardScope, or set the environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope again.</source>
        <translation>Le programme auxiliaire de ShardScope est introuvable à l’emplacement %1. Réinstallez ShardScope, ou définissez la variable d’environnement SHARDSCOPE_AGENT avec le chemin complet de shardscope-agent, puis relancez ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="52"/>
        <source>The helper program %1 could not be started. Check that the file exists and is executable (chmod +x), or reinstall ShardScope.</source>
        <translation>Le programme auxiliaire %1 n’a pas pu être lancé. Vérifiez que le fichier existe et qu’il est exécutable (chmod +x), ou réinstallez ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="57"/>
        <source>The helper program %1 stopped unexpectedly while inventorying this computer. Click Refresh to try again; if it keeps happening, please report it together with this message.</source>
        <translation>Le programme auxiliaire %1 s’est arrêté de façon inattendue pendant l’inventaire de cet ordinateur. Cliquez sur «&#xa0;Actualiser&#xa0;» pour réessayer&#xa0;; si cela se reproduit, signalez le problème en joignant ce message.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="63"/>
        <source>The helper program did not answer in time. This computer may be very busy: click Refresh to try again.</source>
        <translation>Le programme auxiliaire n’a pas répondu à temps. Cet ordinateur est peut-être très occupé&#xa0;: cliquez sur «&#xa0;Actualiser&#xa0;» pour réessayer.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="67"/>
        <source>The helper program could not inventory this computer. Click Refresh to try again.</source>
        <translation>Le programme auxiliaire n’a pas pu faire l’inventaire de cet ordinateur. Cliquez sur «&#xa0;Actualiser&#xa0;» pour réessayer.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="71"/>
        <source>The answer of the helper program %1 could not be read. It may belong to a different ShardScope version: reinstall ShardScope.</source>
        <translation>La réponse du programme auxiliaire %1 est illisible. Il appartient peut-être à une autre version de ShardScope&#xa0;: réinstallez ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="78"/>
        <source>Inventorying this computer failed. Click Refresh to try again.</source>
        <translation>L’inventaire de cet ordinateur a échoué. Cliquez sur «&#xa0;Actualiser&#xa0;» pour réessayer.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="87"/>
        <source>The database %1 could not be opened, so nothing is saved in this session. Check that you may write to %2, or start ShardScope with --db and another file.</source>
        <translation>La base de données %1 n’a pas pu être ouverte&#xa0;: rien ne sera enregistré pendant cette session. Vérifiez que vous avez le droit d’écrire dans %2, ou lancez ShardScope avec --db et un autre fichier.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="92"/>
        <source>The database %1 was written by a newer version of ShardScope, so nothing is saved in this session. Update ShardScope, or start it with --db and another file.</source>
        <translation>La base de données %1 a été écrite par une version plus récente de ShardScope&#xa0;: rien ne sera enregistré pendant cette session. Mettez ShardScope à jour, ou lancez-le avec --db et un autre fichier.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="97"/>
        <source>The disk that holds the database %1 is full, so the inventory was not saved. Free some space and click Refresh.</source>
        <translation>Le disque qui contient la base de données %1 est plein&#xa0;: l’inventaire n’a pas été enregistré. Libérez de l’espace, puis cliquez sur «&#xa0;Actualiser&#xa0;».</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="105"/>
        <source>Reading or saving in the database %1 failed; the inventory shown may not be saved. If this keeps happening, start ShardScope with --db and another file.</source>
        <translation>La lecture ou l’enregistrement dans la base de données %1 a échoué&#xa0;; l’inventaire affiché n’est peut-être pas enregistré. Si cela se reproduit, lancez ShardScope avec --db et un autre fichier.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="113"/>
        <source>The database %1 cannot be written (a full disk or a read-only drive?), so it was opened read-only: the history can be read, but nothing new is saved. Free some space and restart ShardScope, or start it with --db and another file.</source>
        <translation>La base de données %1 ne peut pas être écrite (disque plein ou lecteur en lecture seule ?) : elle a donc été ouverte en lecture seule. L’historique peut être consulté, mais rien de nouveau n’est enregistré. Libérez de l’espace et redémarrez ShardScope, ou lancez-le avec --db et un autre fichier.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="122"/>
        <source>The file %1 could not be written. Check that the folder exists, that you may write to it and that the disk is not full, then try again.</source>
        <translation>Le fichier %1 n’a pas pu être écrit. Vérifiez que le dossier existe, que vous avez le droit d’y écrire et que le disque n’est pas plein, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="142"/>
        <source>%1: cancelled. Click Connect all to finish what was left out.</source>
        <translation>%1&#xa0;: annulé. Cliquez sur «&#xa0;Tout connecter&#xa0;» pour terminer ce qui reste.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="144"/>
        <source>%1: the name %2 could not be found on your network. Check the spelling in Edit…, or enter the machine&apos;s IP address instead.</source>
        <translation>%1&#xa0;: le nom %2 est introuvable sur votre réseau. Vérifiez l’orthographe dans «&#xa0;Modifier…&#xa0;», ou saisissez plutôt l’adresse IP de la machine.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="149"/>
        <source>%1: the connection to %2 port %3 was refused: the machine is on, but no SSH server answers on that port. Start the SSH server on the machine (for example &quot;sudo systemctl start ssh&quot;), or correct the port with the Edit… button.</source>
        <translation>%1&#xa0;: la connexion à %2 sur le port %3 a été refusée&#xa0;: la machine est allumée, mais aucun serveur SSH ne répond sur ce port. Démarrez le serveur SSH sur la machine (par exemple «&#xa0;sudo systemctl start ssh&#xa0;»), ou corrigez le port avec le bouton «&#xa0;Modifier…&#xa0;».</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="156"/>
        <source>%1: no answer from %2 port %3 in time. Check that the machine is switched on and on the same network, that a firewall does not block the port, and that the address and port are right.</source>
        <translation>%1&#xa0;: pas de réponse à temps de %2 sur le port %3. Vérifiez que la machine est allumée et sur le même réseau, qu’aucun pare-feu ne bloque le port, et que l’adresse et le port sont corrects.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="163"/>
        <source>%1: the machine did not accept the login as &quot;%2&quot;. Check the user name and the identity file in Edit…, and that your public key is in the machine&apos;s ~/.ssh/authorized_keys (ssh-copy-id puts it there).</source>
        <translation>%1&#xa0;: la machine a refusé l’authentification en tant que «&#xa0;%2&#xa0;». Vérifiez le nom d’utilisateur et le fichier d’identité dans «&#xa0;Modifier…&#xa0;», et que votre clé publique figure dans ~/.ssh/authorized_keys sur la machine (ssh-copy-id l’y ajoute).</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="170"/>
        <source>%1: the machine&apos;s host key was not trusted, so ShardScope did not connect. Click Connect all again and check the fingerprint when asked.</source>
        <translation>%1&#xa0;: la clé d’hôte de la machine n’a pas été approuvée, ShardScope ne s’est donc pas connecté. Cliquez à nouveau sur «&#xa0;Tout connecter&#xa0;» et vérifiez l’empreinte quand ShardScope vous la présente.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="176"/>
        <source>%1: the machine&apos;s host key has CHANGED since the last connection, so ShardScope refuses to connect. This happens when the machine was reinstalled or replaced, or its SSH server got new keys, but it can also mean that someone is intercepting the connection. If you know why the key changed, remove the old entry with &quot;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&quot; and click Connect all again to check the new fingerprint. If you do not know why, do not connect: ask whoever looks after the machine.</source>
        <translation>%1&#xa0;: la clé d’hôte de la machine a CHANGÉ depuis la dernière connexion, ShardScope refuse donc de se connecter. Cela arrive quand la machine a été réinstallée ou remplacée, ou que son serveur SSH a reçu de nouvelles clés, mais cela peut aussi signifier que quelqu’un intercepte la connexion. Si vous savez pourquoi la clé a changé, supprimez l’ancienne entrée avec «&#xa0;ssh-keygen -R &apos;%2&apos; -f &apos;%3&apos;&#xa0;», puis cliquez à nouveau sur «&#xa0;Tout connecter&#xa0;» pour vérifier la nouvelle empreinte. Si vous ne savez pas pourquoi, ne vous connectez pas&#xa0;: demandez à la personne qui s’occupe de la machine.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="186"/>
        <source>%1: the machine&apos;s host key is REVOKED: a known_hosts file (%2, or the system-wide one) marks it @revoked, so ShardScope refuses to connect, whatever you answer. A key is revoked when it must not be trusted any more, for example because it was stolen: someone may be impersonating the machine. Ask whoever looks after the machine why the key was revoked and to give it a new host key. The details name the file and the line; remove that line only if it was added by mistake.</source>
        <translation>%1&#xa0;: la clé d’hôte de la machine est RÉVOQUÉE&#xa0;: un fichier known_hosts (%2, ou celui de tout le système) la marque @revoked, ShardScope refuse donc de se connecter, quelle que soit votre réponse. Une clé est révoquée quand on ne doit plus lui faire confiance, par exemple parce qu’elle a été volée&#xa0;: quelqu’un se fait peut-être passer pour la machine. Demandez à la personne qui s’occupe de la machine pourquoi la clé a été révoquée et de lui donner une nouvelle clé d’hôte. Les détails indiquent le fichier et la ligne&#xa0;; ne supprimez cette ligne que si elle a été ajoutée par erreur.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="196"/>
        <source>%1: the SSH connection failed. Check that the machine is reachable with &quot;ssh -p %2 %3&quot; from this computer, then try again.</source>
        <translation>%1&#xa0;: la connexion SSH a échoué. Vérifiez que la machine est joignable depuis cet ordinateur avec «&#xa0;ssh -p %2 %3&#xa0;», puis réessayez.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="201"/>
        <source>%1: the ShardScope agent could not be copied to the machine. Check that the machine&apos;s disk is not full and that the user may write to ~/.cache there, then click Retry failed.</source>
        <translation>%1&#xa0;: l’agent ShardScope n’a pas pu être copié sur la machine. Vérifiez que le disque de la machine n’est pas plein et que l’utilisateur a le droit d’écrire dans ~/.cache sur cette machine, puis cliquez sur «&#xa0;Réessayer les échecs&#xa0;».</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="208"/>
        <source>%1: this ShardScope has no agent build for %2, the processor architecture of that machine, so it cannot inventory or benchmark it. Install a ShardScope package that includes agents for other architectures (they go into agents/%2/ next to shardscope-agent), or leave the machine out.</source>
        <translation>%1&#xa0;: cette installation de ShardScope n’a pas d’agent pour %2, l’architecture du processeur de cette machine&#xa0;: elle ne peut donc ni en faire l’inventaire ni mesurer ses performances. Installez un paquet ShardScope qui inclut des agents pour d’autres architectures (ils se placent dans agents/%2/ à côté de shardscope-agent), ou laissez cette machine de côté.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="216"/>
        <source>%1: the ShardScope agent cannot run on this machine. It needs Linux with glibc %2 or newer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 or later); musl-based systems such as Alpine are not supported. Update the machine&apos;s system, or leave it out.</source>
        <translation>%1&#xa0;: l’agent ShardScope ne peut pas fonctionner sur cette machine. Il nécessite Linux avec glibc %2 ou plus récente (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 ou ultérieur)&#xa0;; les systèmes basés sur musl, comme Alpine, ne sont pas pris en charge. Mettez à jour le système de la machine, ou laissez-la de côté.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="223"/>
        <source>%1: this computer&apos;s ShardScope agent, which would be copied to the machine, was not found. Reinstall ShardScope.</source>
        <translation>%1&#xa0;: l’agent ShardScope de cet ordinateur, qui devait être copié sur la machine, est introuvable. Réinstallez ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="229"/>
        <source>%1: the ShardScope agent did not start or stopped unexpectedly on the machine. Click Retry failed; if it keeps happening, please report it with this message.</source>
        <translation>%1&#xa0;: l’agent ShardScope n’a pas démarré ou s’est arrêté de façon inattendue sur la machine. Cliquez sur «&#xa0;Réessayer les échecs&#xa0;»&#xa0;; si cela se reproduit, signalez le problème en joignant ce message.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="236"/>
        <source>%1: the ShardScope agent on the machine did not answer in time. The machine may be very busy or the network slow: try again.</source>
        <translation>%1&#xa0;: l’agent ShardScope de la machine n’a pas répondu à temps. La machine est peut-être très occupée ou le réseau lent&#xa0;: réessayez.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="241"/>
        <source>%1: the ShardScope agent on the machine reported a problem. Try again; if it keeps happening, please report it with this message.</source>
        <translation>%1&#xa0;: l’agent ShardScope de la machine a signalé un problème. Réessayez&#xa0;; si cela se reproduit, signalez le problème en joignant ce message.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="246"/>
        <source>%1: the answer of the agent on the machine could not be read. It may belong to another ShardScope version: click Deploy to put this version there.</source>
        <translation>%1&#xa0;: la réponse de l’agent de la machine est illisible. Il appartient peut-être à une autre version de ShardScope&#xa0;: cliquez sur «&#xa0;Déployer&#xa0;» pour y installer cette version.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="266"/>
        <source>No answer: is the machine on and reachable?</source>
        <translation>Pas de réponse&#xa0;: la machine est-elle allumée et joignable&#xa0;?</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="166"/>
        <source>your user name</source>
        <translation>votre nom d’utilisateur</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="213"/>
        <source>its processor</source>
        <translation>son processeur</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="253"/>
        <source>%1: the job failed. Try again.</source>
        <translation>%1&#xa0;: la tâche a échoué. Réessayez.</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="260"/>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="262"/>
        <source>Name not found: check the address</source>
        <translation>Nom introuvable&#xa0;: vérifiez l’adresse</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="264"/>
        <source>Connection refused: is the SSH server running?</source>
        <translation>Connexion refusée&#xa0;: le serveur SSH est-il démarré&#xa0;?</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="268"/>
        <source>Login refused: check user and key</source>
        <translation>Authentification refusée&#xa0;: vérifiez l’utilisateur et la clé</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="270"/>
        <source>Host key not trusted</source>
        <translation>Clé d’hôte non approuvée</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="272"/>
        <source>Host key CHANGED: not connected</source>
        <translation>Clé d’hôte MODIFIÉE&#xa0;: non connecté</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="274"/>
        <source>Host key REVOKED: not connected</source>
        <translation>Clé d’hôte RÉVOQUÉE&#xa0;: non connecté</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="276"/>
        <source>SSH failed</source>
        <translation>Échec SSH</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="278"/>
        <source>Copying the agent failed</source>
        <translation>Échec de la copie de l’agent</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="280"/>
        <source>No agent for this processor</source>
        <translation>Pas d’agent pour ce processeur</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="282"/>
        <source>System not supported</source>
        <translation>Système non pris en charge</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="284"/>
        <source>Agent missing on this computer</source>
        <translation>Agent absent sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="286"/>
        <source>The agent did not answer</source>
        <translation>L’agent n’a pas répondu</translation>
    </message>
    <message>
        <location filename="../presentation/ErrorText.cpp" line="290"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
</context>
<context>
    <name>HealthText</name>
    <message>
        <location filename="../presentation/HealthText.cpp" line="37"/>
        <source>%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model split across machines; connect the machines to the switch with a cable and use the wired interface for the cluster.</source>
        <translation>%1&#xa0;: l’interface réseau %2 est en Wi-Fi. Le Wi-Fi ajoute de la latence et de la gigue, qui ralentissent un modèle réparti sur plusieurs machines&#xa0;; reliez les machines au switch par câble et utilisez l’interface filaire pour le cluster.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="42"/>
        <source>%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at 1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the network card.</source>
        <translation>%1&#xa0;: l’interface réseau %2 n’a négocié que %3 Mb/s. Une liaison de cluster devrait fonctionner à 1000 Mb/s ou plus&#xa0;: vérifiez le câble (Cat 5e ou mieux), le port du switch et la carte réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="47"/>
        <source>%1: network interface %2 runs at half duplex, so it cannot send and receive at the same time. This usually means the cable or the switch port did not negotiate properly: try another cable or port.</source>
        <translation>%1&#xa0;: l’interface réseau %2 fonctionne en half duplex&#xa0;: elle ne peut donc pas envoyer et recevoir en même temps. Cela signifie généralement que le câble ou le port du switch n’a pas bien négocié la liaison&#xa0;: essayez un autre câble ou un autre port.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="21"/>
        <source>%1 on %2</source>
        <comment>value on machines</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="52"/>
        <source>The MTU (largest packet size) of the cluster network interfaces differs: %1. Machines with different MTUs can lose or delay large packets between them. Set the same MTU on every machine (1500, or 9000 only if the switch supports jumbo frames).</source>
        <translation>La MTU (taille maximale des paquets) diffère entre les interfaces réseau du cluster&#xa0;: %1. Entre des machines dont la MTU diffère, les gros paquets peuvent être perdus ou retardés. Réglez la même MTU sur toutes les machines (1500, ou 9000 uniquement si le switch prend en charge les trames jumbo).</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="57"/>
        <source>The NVIDIA driver versions differ: %1. A model split across machines needs the same driver on each: install the same driver version everywhere.</source>
        <translation>Les versions du pilote NVIDIA diffèrent&#xa0;: %1. Un modèle réparti sur plusieurs machines a besoin du même pilote sur chacune&#xa0;: installez partout la même version du pilote.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="61"/>
        <source>The CUDA versions the NVIDIA drivers support differ: %1. Inference software built for one CUDA version may not run on the others: use the same driver (and CUDA version) on every machine.</source>
        <translation>Les versions de CUDA prises en charge par les pilotes NVIDIA diffèrent&#xa0;: %1. Un logiciel d’inférence compilé pour une version de CUDA risque de ne pas fonctionner avec les autres&#xa0;: utilisez le même pilote (et la même version de CUDA) sur toutes les machines.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="67"/>
        <source>The model needs %1 of GPU memory. No single machine has that much (the largest, %2, has %3), but all GPUs together have %4: the model fits only when split across machines, and the network between them will limit its speed.</source>
        <translation>Le modèle nécessite %1 de mémoire GPU. Aucune machine seule n’en a autant (la mieux dotée, %2, en a %3), mais tous les GPU réunis en ont %4&#xa0;: le modèle ne tient que s’il est réparti sur plusieurs machines, et le réseau entre elles limitera sa vitesse.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="73"/>
        <source>The model needs %1 of GPU memory, but all GPUs together have only %2. Choose a smaller model or a smaller data type (a stronger quantization), or add a machine.</source>
        <translation>Le modèle nécessite %1 de mémoire GPU, mais tous les GPU réunis n’en ont que %2. Choisissez un modèle plus petit ou un type de données plus petit (une quantification plus forte), ou ajoutez une machine.</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="80"/>
        <source>All machines</source>
        <translation>Toutes les machines</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="87"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="89"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="91"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../presentation/HealthText.cpp" line="100"/>
        <source>No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, and across machines MTU, NVIDIA driver and CUDA versions.</source>
        <translation>Aucun problème détecté. Points vérifiés&#xa0;: interfaces Wi-Fi, vitesse de liaison et duplex des cartes réseau et, entre les machines, MTU, versions du pilote NVIDIA et de CUDA.</translation>
    </message>
</context>
<context>
    <name>InventoryPdf</name>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="57"/>
        <location filename="../presentation/InventoryPdf.cpp" line="160"/>
        <source>ShardScope inventory</source>
        <translation>Inventaire ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="59"/>
        <source>Created %1 with ShardScope %2.</source>
        <translation>Créé le %1 avec ShardScope %2.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="63"/>
        <source>Every value below was read from the machine itself by the ShardScope agent. &quot;%1&quot; means the machine did not report that value.</source>
        <translation>Chaque valeur ci-dessous a été lue sur la machine elle-même par l’agent ShardScope. «&#xa0;%1&#xa0;» signifie que la machine n’a pas fourni cette valeur.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="67"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Host name</source>
        <translation>Nom d’hôte</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Operating system</source>
        <translation>Système d’exploitation</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="68"/>
        <source>Memory</source>
        <translation>Mémoire vive</translation>
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
        <translation>Inventaire</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="85"/>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="103"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="106"/>
        <source>Kernel %1, architecture %2, C library %3</source>
        <translation>Noyau %1, architecture %2, bibliothèque C %3</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="110"/>
        <source>Inference software: %1</source>
        <translation>Logiciel d’inférence&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="111"/>
        <source>Inventory taken %1 by agent %2</source>
        <translation>Inventaire effectué le %1 par l’agent %2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="130"/>
        <source>Network interfaces</source>
        <translation>Interfaces réseau</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryPdf.cpp" line="133"/>
        <source>The machine reported no network interfaces.</source>
        <translation>La machine n’a signalé aucune interface réseau.</translation>
    </message>
</context>
<context>
    <name>InventoryText</name>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="29"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="34"/>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="80"/>
        <source>%1 (%2 cores, %3 threads)</source>
        <translation>%1 (%2 cœurs, %3 threads)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="83"/>
        <source>%1 (%2 threads)</source>
        <translation>%1 (%2 threads)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="85"/>
        <source>%1 (%2 cores)</source>
        <translation>%1 (%2 cœurs)</translation>
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
        <translation>aucun trouvé</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="133"/>
        <source>(runs on %1)</source>
        <translation>(fonctionne sur %1)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="144"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools (NVML, nvidia-smi) are not installed on this machine.</source>
        <translation>Aucun GPU NVIDIA trouvé&#xa0;: les outils du pilote NVIDIA (NVML, nvidia-smi) ne sont pas installés sur cette machine.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="147"/>
        <source>No NVIDIA GPU found: the NVIDIA driver is installed but sees no GPU. Check that the card is seated and has power.</source>
        <translation>Aucun GPU NVIDIA trouvé&#xa0;: le pilote NVIDIA est installé mais ne voit aucun GPU. Vérifiez que la carte est bien enfichée et alimentée.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="150"/>
        <source>No NVIDIA GPU found: the NVIDIA driver&apos;s tools are installed but did not work. After a driver update, restart the machine; otherwise run nvidia-smi on it to see the error.</source>
        <translation>Aucun GPU NVIDIA trouvé&#xa0;: les outils du pilote NVIDIA sont installés mais n’ont pas fonctionné. Après une mise à jour du pilote, redémarrez la machine&#xa0;; sinon, exécutez nvidia-smi sur celle-ci pour voir l’erreur.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="152"/>
        <source>No NVIDIA GPU was found on this machine.</source>
        <translation>Aucun GPU NVIDIA n’a été trouvé sur cette machine.</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="159"/>
        <source>(The probe reported: %1)</source>
        <translation>(La détection a indiqué&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="164"/>
        <source>Compute capability</source>
        <translation>Capacité de calcul</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>PCIe link</source>
        <translation>Liaison PCIe</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="165"/>
        <source>Power limit</source>
        <translation>Limite de puissance</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="181"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Addresses</source>
        <translation>Adresses</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Default route</source>
        <translation>Route par défaut</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="182"/>
        <source>Errors / drops</source>
        <translation>Erreurs / rejets</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="211"/>
        <source>Gen %1 ×%2</source>
        <translation>Gen %1 ×%2</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="219"/>
        <source>%1 (card can do Gen %2 ×%3)</source>
        <translation>%1 (la carte prend en charge Gen %2 ×%3)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="228"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="239"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="252"/>
        <source>up</source>
        <translation>active</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="254"/>
        <source>down</source>
        <translation>inactive</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="257"/>
        <source>waiting to connect (for example, Wi-Fi not joined yet)</source>
        <translation>en attente de connexion (par exemple, Wi-Fi pas encore connecté)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="259"/>
        <source>no link (cable unplugged or the other end is off)</source>
        <translation>pas de liaison (câble débranché ou autre extrémité éteinte)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="261"/>
        <source>always up</source>
        <translation>toujours active</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="271"/>
        <source>full duplex</source>
        <translation>full duplex</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="274"/>
        <source>half duplex</source>
        <translation>half duplex</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="280"/>
        <source>not reported</source>
        <translation>non signalée</translation>
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
        <translation>virtuelle</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="295"/>
        <source>wired</source>
        <translation>filaire</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="302"/>
        <source>errors %1 / %2, drops %3 / %4 (in / out)</source>
        <translation>erreurs %1 / %2, rejets %3 / %4 (entrée / sortie)</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../presentation/InventoryText.cpp" line="315"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="12"/>
        <source>Not inventoried yet</source>
        <translation>Pas encore d’inventaire</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="14"/>
        <source>Refreshing… (showing the inventory from %1)</source>
        <translation>Actualisation… (affichage de l’inventaire du %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="16"/>
        <source>Inventorying…</source>
        <translation>Inventaire en cours…</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="18"/>
        <source>Stored inventory from %1</source>
        <translation>Inventaire enregistré du %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="20"/>
        <source>Inventoried %1</source>
        <translation>Inventaire effectué le %1</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="22"/>
        <source>Refresh failed (showing the inventory from %1)</source>
        <translation>Échec de l’actualisation (affichage de l’inventaire du %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="24"/>
        <source>Inventory failed</source>
        <translation>Échec de l’inventaire</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="26"/>
        <source>Refresh cancelled (showing the inventory from %1)</source>
        <translation>Actualisation annulée (affichage de l’inventaire du %1)</translation>
    </message>
    <message>
        <location filename="../ui/InventoryStateText.cpp" line="28"/>
        <source>Inventory cancelled</source>
        <translation>Inventaire annulé</translation>
    </message>
</context>
<context>
    <name>LinkText</name>
    <message>
        <location filename="../presentation/LinkText.cpp" line="27"/>
        <source>(Details: %1)</source>
        <translation>(Détails&#xa0;: %1)</translation>
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
        <translation>%1&#xa0;%</translation>
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
        <translation>démarrage du serveur de test sur %1</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="87"/>
        <source>measuring round trips (UDP probes)</source>
        <translation>mesure des allers-retours (sondes UDP)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="89"/>
        <source>measuring request/response round trips (TCP)</source>
        <translation>mesure des allers-retours requête/réponse (TCP)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="91"/>
        <source>finding the largest packet that gets through (path MTU)</source>
        <translation>recherche du plus grand paquet qui passe (MTU du chemin)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="93"/>
        <source>reading the network interfaces</source>
        <translation>lecture des interfaces réseau</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>1 stream</source>
        <translation>1 flux</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="97"/>
        <source>%1 streams</source>
        <translation>%1 flux</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="99"/>
        <source>measuring throughput both ways at once, %1</source>
        <translation>mesure du débit dans les deux sens à la fois, %1</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="100"/>
        <source>measuring throughput %1, %2</source>
        <translation>mesure du débit %1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="103"/>
        <source>measuring round trips while %1 is busy</source>
        <translation>mesure des allers-retours pendant que le sens %1 est chargé</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="104"/>
        <source>measuring (%1)</source>
        <translation>mesure en cours (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="111"/>
        <source>%1: %2, %3 %</source>
        <translation>%1&#xa0;: %2, %3&#xa0;%</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="118"/>
        <source>Both ends are the same machine (one network stack): the traffic never left it, so these figures say nothing about your network.</source>
        <translation>Les deux extrémités sont la même machine (une seule pile réseau)&#xa0;: le trafic n’en est jamais sorti, ces valeurs ne disent donc rien de votre réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="121"/>
        <source>One stream reaches less than 80 % of the speed the network cards negotiated.</source>
        <translation>Un seul flux atteint moins de 80&#xa0;% de la vitesse négociée par les cartes réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="123"/>
        <source>More than 0.1 % of the probes were lost.</source>
        <translation>Plus de 0,1&#xa0;% des sondes ont été perdues.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="125"/>
        <source>The round trip varies by more than 1 ms from probe to probe.</source>
        <translation>L’aller-retour varie de plus de 1 ms d’une sonde à l’autre.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="127"/>
        <source>One direction is more than 20 % slower than the other.</source>
        <translation>Un sens est plus de 20&#xa0;% plus lent que l’autre.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="129"/>
        <source>The packet size (MTU) is not the same along the path.</source>
        <translation>La taille des paquets (MTU) n’est pas la même tout au long du chemin.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="131"/>
        <source>One end uses Wi-Fi.</source>
        <translation>Une extrémité utilise le Wi-Fi.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="133"/>
        <source>Under load, round trips grow to more than five times the idle value (bufferbloat): something on the path queues too much.</source>
        <translation>En charge, les allers-retours dépassent cinq fois la valeur au repos (bufferbloat)&#xa0;: un équipement sur le chemin met trop de paquets en file d’attente.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="136"/>
        <source>A network interface counted errors or dropped packets during the test.</source>
        <translation>Une interface réseau a compté des erreurs ou des paquets rejetés pendant le test.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="140"/>
        <source>Something about this link looks unusual.</source>
        <translation>Quelque chose semble inhabituel sur cette liaison.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="147"/>
        <source>Check the addresses: two entries may point at the same computer, or a machine&apos;s cluster interface may be loopback. Give each machine its own address on the cluster interface.</source>
        <translation>Vérifiez les adresses&#xa0;: deux entrées pointent peut-être vers le même ordinateur, ou l’interface de cluster d’une machine est peut-être l’interface loopback. Donnez à chaque machine sa propre adresse sur l’interface de cluster.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="150"/>
        <source>Check the cable (Cat 5e or better, undamaged), the switch port, that both ends run full duplex, power saving (EEE) on the network cards, and whether one busy CPU core limits a single stream (compare with the parallel-stream figure).</source>
        <translation>Vérifiez le câble (Cat 5e ou mieux, en bon état), le port du switch, que les deux extrémités sont en full duplex, l’économie d’énergie (EEE) des cartes réseau, et si un cœur de CPU saturé limite un flux unique (comparez avec la valeur en flux parallèles).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="154"/>
        <source>Check the cable and its plugs, the error counters of the switch port, the Wi-Fi signal, and whether a switch or router on the way is overloaded.</source>
        <translation>Vérifiez le câble et ses connecteurs, les compteurs d’erreurs du port du switch, le signal Wi-Fi, et si un switch ou un routeur sur le trajet est surchargé.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="157"/>
        <source>Check for Wi-Fi (use a cable), power saving on the network cards, other traffic on the same link, and the QoS settings of the switch.</source>
        <translation>Vérifiez la présence de Wi-Fi (utilisez un câble), l’économie d’énergie des cartes réseau, l’autre trafic sur la même liaison et les réglages QoS du switch.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="161"/>
        <source>Check speed and duplex on both ends (ethtool), the cable (one faulty wire pair slows one direction), and whether one machine&apos;s CPU or network card settings limit sending.</source>
        <translation>Vérifiez la vitesse et le duplex aux deux extrémités (ethtool), le câble (une paire de fils défectueuse ralentit un sens), et si le CPU ou les réglages de la carte réseau d’une machine limitent l’envoi.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="164"/>
        <source>Check the MTU settings: set the same MTU on both interfaces and on the switch (jumbo frames everywhere or nowhere).</source>
        <translation>Vérifiez les réglages de MTU&#xa0;: réglez la même MTU sur les deux interfaces et sur le switch (trames jumbo partout ou nulle part).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="168"/>
        <source>Wi-Fi adds delay and jitter and shares air time with everything else: use a wired connection between machines that split a model.</source>
        <translation>Le Wi-Fi ajoute de la latence et de la gigue, et partage le temps d’antenne avec tout le reste&#xa0;: utilisez une connexion filaire entre les machines qui se répartissent un modèle.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="171"/>
        <source>Check the queue settings: turn on smart queue management (fq_codel or cake, often called QoS or SQM) on routers on the way, or connect the machines through a plain switch instead of a router.</source>
        <translation>Vérifiez la gestion des files d’attente&#xa0;: activez une gestion intelligente des files (fq_codel ou cake, souvent appelée QoS ou SQM) sur les routeurs du trajet, ou reliez les machines par un simple switch plutôt que par un routeur.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="175"/>
        <source>Check the cable, the switch port, a duplex mismatch and the network card&apos;s driver; &quot;ip -s link&quot; on the machine shows the counters.</source>
        <translation>Vérifiez le câble, le port du switch, un éventuel désaccord de duplex et le pilote de la carte réseau&#xa0;; «&#xa0;ip -s link&#xa0;» sur la machine affiche les compteurs.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="192"/>
        <source>(Measured: %1)</source>
        <translation>(Mesuré&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="205"/>
        <source>%1: stopped before it finished. Click Run to measure it again.</source>
        <translation>%1&#xa0;: arrêté avant la fin. Cliquez sur «&#xa0;Lancer le test des liaisons&#xa0;» pour mesurer à nouveau.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="207"/>
        <source>%1: the test did not finish in time. A firewall on %2 may block the test (ShardScope uses random high TCP and UDP ports on the cluster interface), or a machine was very busy.</source>
        <translation>%1&#xa0;: le test ne s’est pas terminé à temps. Un pare-feu sur %2 bloque peut-être le test (ShardScope utilise des ports TCP et UDP élevés aléatoires sur l’interface de cluster), ou une machine était très occupée.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="214"/>
        <source>%1: the agent reported an error. Check that %2 reaches %3 at its cluster address (firewall, routes, the right interface chosen).</source>
        <translation>%1&#xa0;: l’agent a signalé une erreur. Vérifiez que %2 atteint %3 à son adresse de cluster (pare-feu, routes, choix de la bonne interface).</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="219"/>
        <source>%1: an agent stopped unexpectedly during the test. Run it again; if it keeps happening, please report it with this message.</source>
        <translation>%1&#xa0;: un agent s’est arrêté de façon inattendue pendant le test. Relancez le test&#xa0;; si cela se reproduit, signalez le problème en joignant ce message.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="224"/>
        <source>%1: an agent&apos;s answer could not be read. Deploy the agent again so that every machine runs the same version.</source>
        <translation>%1&#xa0;: la réponse d’un agent est illisible. Déployez à nouveau l’agent pour que toutes les machines utilisent la même version.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="231"/>
        <source>%1: not measured: %2.</source>
        <translation>%1&#xa0;: non mesuré&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="237"/>
        <source>fast enough to try tensor parallelism, which exchanges data at every layer</source>
        <translation>assez rapide pour essayer le parallélisme de tenseurs, qui échange des données à chaque couche</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="239"/>
        <source>good for splitting a model with pipeline parallelism; tensor parallelism would wait on this link at every layer</source>
        <translation>adaptée à la répartition d’un modèle par parallélisme de pipeline&#xa0;; le parallélisme de tenseurs attendrait cette liaison à chaque couche</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="242"/>
        <source>usable for pipeline parallelism at some cost per token; independent copies of the model on each machine avoid the link</source>
        <translation>utilisable pour le parallélisme de pipeline, avec un certain coût par token&#xa0;; des copies indépendantes du modèle sur chaque machine se passent de la liaison</translation>
    </message>
    <message>
        <location filename="../presentation/LinkText.cpp" line="245"/>
        <source>slow for splitting a model across it: independent copies of the model on each machine suit it better</source>
        <translation>lente pour y répartir un modèle&#xa0;: des copies indépendantes du modèle sur chaque machine lui conviennent mieux</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="16"/>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, 1 stream</source>
        <translation>Débit, 1 flux</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="18"/>
        <source>Throughput, %1 streams</source>
        <translation>Débit, %1 flux</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="20"/>
        <source>Round trip, median (p50)</source>
        <translation>Aller-retour, médiane (p50)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="22"/>
        <source>Round trip, 99th percentile (p99)</source>
        <translation>Aller-retour, 99e centile (p99)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="24"/>
        <source>Jitter (RFC 3550)</source>
        <translation>Gigue (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="26"/>
        <source>Loss</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="37"/>
        <source>Data per second that arrived over one TCP connection in this direction alone. One stream is what a single transfer between two inference processes gets.</source>
        <translation>Données par seconde reçues par une seule connexion TCP, dans ce sens uniquement. Un flux correspond à ce qu’obtient un transfert unique entre deux processus d’inférence.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="40"/>
        <source>Data per second that arrived over several parallel TCP connections in this direction alone: what the link carries when one stream is not enough to fill it.</source>
        <translation>Données par seconde reçues par plusieurs connexions TCP parallèles, dans ce sens uniquement&#xa0;: ce que la liaison transporte quand un seul flux ne suffit pas à la saturer.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="43"/>
        <source>Half of the small UDP probes came back faster than this, with the link otherwise idle. Both directions of a pair share one round trip.</source>
        <translation>La moitié des petites sondes UDP sont revenues plus vite que cela, la liaison étant par ailleurs inactive. Les deux sens d’une paire partagent le même aller-retour.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="46"/>
        <source>99 of 100 small UDP probes came back faster than this, with the link otherwise idle: the slow outliers that make one token of many late.</source>
        <translation>99 petites sondes UDP sur 100 sont revenues plus vite que cela, la liaison étant par ailleurs inactive&#xa0;: ce sont les rares valeurs lentes qui retardent ponctuellement un token parmi beaucoup d’autres.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="49"/>
        <source>How much the round trip varies from one probe to the next (RFC 3550 interarrival jitter), with the link otherwise idle.</source>
        <translation>Variation de l’aller-retour d’une sonde à l’autre (gigue d’interarrivée selon la RFC 3550), la liaison étant par ailleurs inactive.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="52"/>
        <source>Share of the small UDP probes that never came back.</source>
        <translation>Part des petites sondes UDP qui ne sont jamais revenues.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="64"/>
        <source>Green: 90 % or more of the negotiated link speed (or of the fastest pair, where the speed is not known); red: 30 % or less.</source>
        <translation>Vert&#xa0;: 90&#xa0;% ou plus de la vitesse de liaison négociée (ou de la paire la plus rapide, si la vitesse est inconnue)&#xa0;; rouge&#xa0;: 30&#xa0;% ou moins.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="67"/>
        <source>Green: 0.25 ms or less; red: 5 ms or more.</source>
        <translation>Vert&#xa0;: 0,25 ms ou moins&#xa0;; rouge&#xa0;: 5 ms ou plus.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="69"/>
        <source>Green: 0.5 ms or less; red: 10 ms or more.</source>
        <translation>Vert&#xa0;: 0,5 ms ou moins&#xa0;; rouge&#xa0;: 10 ms ou plus.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="71"/>
        <source>Green: 0.02 ms or less; red: 1 ms or more.</source>
        <translation>Vert&#xa0;: 0,02 ms ou moins&#xa0;; rouge&#xa0;: 1 ms ou plus.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="73"/>
        <source>Green: no loss (0.01 % or less); red: 1 % or more.</source>
        <translation>Vert&#xa0;: aucune perte (0,01&#xa0;% ou moins)&#xa0;; rouge&#xa0;: 1&#xa0;% ou plus.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="103"/>
        <source>%1: both ends are in the same network stack, so these figures are not a network measurement and say nothing about a link between two machines.</source>
        <translation>%1&#xa0;: les deux extrémités sont dans la même pile réseau&#xa0;; ces valeurs ne sont donc pas une mesure réseau et ne disent rien d’une liaison entre deux machines.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="110"/>
        <source>%1: this test has no throughput or round-trip figure.</source>
        <translation>%1&#xa0;: ce test n’a aucune valeur de débit ni d’aller-retour.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="115"/>
        <source>%1: %2 on one stream (more than the %3 the interfaces report: a virtual link, or the reported speed is wrong), %4 round trip: %5.</source>
        <translation>%1&#xa0;: %2 sur un flux (plus que les %3 annoncés par les interfaces&#xa0;: liaison virtuelle, ou vitesse annoncée erronée), aller-retour de %4&#xa0;: %5.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="120"/>
        <source>%1: %2 on one stream (%3 % of the %4 link), %5 round trip: %6.</source>
        <translation>%1&#xa0;: %2 sur un flux (%3&#xa0;% de la liaison à %4), aller-retour de %5&#xa0;: %6.</translation>
    </message>
    <message>
        <location filename="../ui/LinkMetricText.cpp" line="124"/>
        <source>%1: %2 on one stream, %3 round trip: %4.</source>
        <translation>%1&#xa0;: %2 sur un flux, aller-retour de %3&#xa0;: %4.</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <location filename="../presentation/NodeText.cpp" line="17"/>
        <source>%1, port %2</source>
        <translation>%1, port %2</translation>
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
        <translation>ShardScope ne s’est encore jamais connecté à %1&#xa0;: il ne peut donc pas encore savoir s’il communique vraiment avec cette machine. La machine présente cette clé d’hôte&#xa0;:

Hôte&#xa0;: %2
Port&#xa0;: %3
Type de clé&#xa0;: %4
Empreinte&#xa0;: %5

Faites-vous confiance à cette clé&#xa0;?</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="35"/>
        <source>To check it, run this on the machine itself (at its keyboard, or over a connection you already trust):

    ssh-keygen -lf %1

and compare the SHA256 fingerprint it prints with the one above. Trust the key only if they are the same. Trusting adds it to %2; Cancel connects to nothing.</source>
        <translation>Pour la vérifier, exécutez ceci sur la machine elle-même (à son clavier, ou via une connexion en laquelle vous avez déjà confiance)&#xa0;:

    ssh-keygen -lf %1

puis comparez l’empreinte SHA256 affichée avec celle ci-dessus. Ne faites confiance à la clé que si elles sont identiques. Faire confiance l’ajoute à %2&#xa0;; «&#xa0;Annuler&#xa0;» n’établit aucune connexion.</translation>
    </message>
    <message>
        <location filename="../presentation/NodeText.cpp" line="57"/>
        <source>The server says: “%1”</source>
        <translation>Message du serveur&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="17"/>
        <location filename="../ui/NodeStateText.cpp" line="118"/>
        <source>Queued</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="19"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="21"/>
        <source>Checking platform…</source>
        <translation>Vérification de la plateforme…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="24"/>
        <source>Uploading %1 %…</source>
        <translation>Envoi %1&#xa0;%…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="25"/>
        <source>Uploading…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="27"/>
        <source>Verifying…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="29"/>
        <source>Starting agent…</source>
        <translation>Démarrage de l’agent…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="31"/>
        <source>Probing…</source>
        <translation>Inventaire…</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="33"/>
        <source>Removing…</source>
        <translation>Suppression…</translation>
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
        <translation>Échec</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="39"/>
        <location filename="../ui/NodeStateText.cpp" line="130"/>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="73"/>
        <source>Not connected yet: click Connect all</source>
        <translation>Pas encore connecté&#xa0;: cliquez sur «&#xa0;Tout connecter&#xa0;»</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="87"/>
        <location filename="../ui/NodeStateText.cpp" line="102"/>
        <source>Removed: nothing of ShardScope is left on this machine</source>
        <translation>Retiré&#xa0;: il ne reste plus rien de ShardScope sur cette machine</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="94"/>
        <source>Cancelled: click Deploy or Retry failed to go on</source>
        <translation>Annulé&#xa0;: cliquez sur «&#xa0;Déployer&#xa0;» ou «&#xa0;Réessayer les échecs&#xa0;» pour continuer</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="97"/>
        <source>Ready: the agent was uploaded and answers</source>
        <translation>Prêt&#xa0;: l’agent a été envoyé et répond</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="98"/>
        <source>Ready: the agent was already there and answers</source>
        <translation>Prêt&#xa0;: l’agent était déjà présent et répond</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="99"/>
        <source>Ready: the agent is on this machine</source>
        <translation>Prêt&#xa0;: l’agent est sur cette machine</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="103"/>
        <source>Not deployed yet</source>
        <translation>Pas encore déployé</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="111"/>
        <source>Uploading %1 %</source>
        <translation>Envoi %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="112"/>
        <source>Uploading</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="114"/>
        <source>Verifying</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="116"/>
        <source>Starting agent</source>
        <translation>Démarrage de l’agent</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="120"/>
        <source>Connecting</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="122"/>
        <source>Checking platform</source>
        <translation>Vérification de la plateforme</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="124"/>
        <source>Probing</source>
        <translation>Inventaire</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="126"/>
        <source>Removing</source>
        <translation>Suppression</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="133"/>
        <location filename="../ui/NodeStateText.cpp" line="141"/>
        <source>Removed</source>
        <translation>Retiré</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="49"/>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <location filename="../ui/NodeStateText.cpp" line="139"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="134"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="142"/>
        <source>Not deployed</source>
        <translation>Non déployé</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="147"/>
        <source>ShardScope uses it for this connection only and never saves it.</source>
        <translation>ShardScope l’utilise uniquement pour cette connexion et ne l’enregistre jamais.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="149"/>
        <source>The key file %1 is protected by a passphrase. Enter it to connect%2.</source>
        <translation>Le fichier de clé %1 est protégé par une phrase de passe. Saisissez-la pour vous connecter%2.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="151"/>
        <source> to %1</source>
        <translation> à %1</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="156"/>
        <source>The server asks for a password.</source>
        <translation>Le serveur demande un mot de passe.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="157"/>
        <source>Logging in to %1 needs a password.</source>
        <translation>La connexion à %1 nécessite un mot de passe.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="159"/>
        <source>Tip: with an SSH key (ssh-keygen, then ssh-copy-id) you will not be asked again.</source>
        <translation>Astuce&#xa0;: avec une clé SSH (ssh-keygen, puis ssh-copy-id), cette question ne vous sera plus posée.</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>Passphrase of the SSH key</source>
        <translation>Phrase de passe de la clé SSH</translation>
    </message>
    <message>
        <location filename="../ui/NodeStateText.cpp" line="165"/>
        <source>SSH password</source>
        <translation>Mot de passe SSH</translation>
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
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="344"/>
        <source>the model %1 cannot be built: %2</source>
        <translation>le modèle %1 ne peut pas être construit&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="346"/>
        <source>no data type is chosen: choose f32, bf16 or f16</source>
        <translation>aucun type de données choisi&#xa0;: choisissez f32, bf16 ou f16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="348"/>
        <source>no backend is chosen: choose the CPU or NVIDIA GPUs (CUDA)</source>
        <translation>aucun backend choisi&#xa0;: choisissez le CPU ou les GPU NVIDIA (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="350"/>
        <source>no machine is chosen: check at least one</source>
        <translation>aucune machine choisie&#xa0;: cochez-en au moins une</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="352"/>
        <source>a benchmark takes at most %1 machines, %2 are chosen</source>
        <translation>un benchmark prend au plus %1 machines, %2 sont choisies</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="356"/>
        <source>give at least one number of requests at once</source>
        <translation>indiquez au moins un nombre de requêtes simultanées</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="358"/>
        <source>the workload at %n request(s) at once cannot run: %1</source>
        <translation>
            <numerusform>la charge à %n requête à la fois ne peut pas tourner&#xa0;: %1</numerusform>
            <numerusform>la charge à %n requêtes à la fois ne peut pas tourner&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="361"/>
        <source>a set of machines names machine number %1, but the plan has %n machine(s)</source>
        <translation>
            <numerusform>un ensemble de machines nomme la machine numéro %1, mais le plan a %n machine</numerusform>
            <numerusform>un ensemble de machines nomme la machine numéro %1, mais le plan a %n machines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="365"/>
        <source>the set of machines %1 names %2 twice</source>
        <translation>l’ensemble de machines %1 nomme %2 deux fois</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="368"/>
        <source>the set of machines %1 has fewer than two machines: a split or one copy per machine needs two</source>
        <translation>l’ensemble de machines %1 a moins de deux machines&#xa0;: une répartition ou une copie par machine en demande deux</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="372"/>
        <source>a layout of the plan is not set</source>
        <translation>un mode du plan n’est pas défini</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="374"/>
        <source>%1 needs at least two machines, %n given</source>
        <translation>
            <numerusform>%1 demande au moins deux machines, %n donnée</numerusform>
            <numerusform>%1 demande au moins deux machines, %n données</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="377"/>
        <source>%1 over %2 cannot hold %3: %4</source>
        <translation>%1 sur %2 ne peut pas contenir %3&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="391"/>
        <source>the number of layers</source>
        <translation>le nombre de couches</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="393"/>
        <source>the hidden size</source>
        <translation>la dimension cachée</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="395"/>
        <source>the number of query heads</source>
        <translation>le nombre de têtes de requête</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="397"/>
        <source>the number of KV heads</source>
        <translation>le nombre de têtes KV</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="399"/>
        <source>the head dimension</source>
        <translation>la dimension de tête</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="401"/>
        <source>the intermediate size</source>
        <translation>la taille intermédiaire</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="403"/>
        <source>the vocabulary size</source>
        <translation>la taille du vocabulaire</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="407"/>
        <source>a dimension of the model</source>
        <translation>une dimension du modèle</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="427"/>
        <source>%1 must be at least 1, not 0</source>
        <translation>%1 doit valoir au moins 1, pas 0</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="429"/>
        <source>%1 is %2, more than the %3 ShardScope can build</source>
        <translation>%1 vaut %2, plus que les %3 que ShardScope peut construire</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="432"/>
        <source>the model&apos;s %1 query heads do not split into equal groups over its %2 KV heads; the number of query heads must be a multiple of the number of KV heads</source>
        <translation>les %1 têtes de requête du modèle ne se répartissent pas en groupes égaux sur ses %2 têtes KV&#xa0;; le nombre de têtes de requête doit être un multiple du nombre de têtes KV</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="436"/>
        <source>the head dimension is %1, an odd number, and the rotary position embedding needs an even one</source>
        <translation>la dimension de tête vaut %1, un nombre impair, alors que l’encodage positionnel rotatif a besoin d’un nombre pair</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="440"/>
        <source>the base of the rotary position embedding (rope_theta) must be a number above 1</source>
        <translation>la base de l’encodage positionnel rotatif (rope_theta) doit être un nombre supérieur à 1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="442"/>
        <source>the epsilon of the normalisation (rms_norm_eps) must be between 0 and 1</source>
        <translation>l’epsilon de la normalisation (rms_norm_eps) doit être compris entre 0 et 1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="444"/>
        <source>a benchmark runs on 1 to %1 machines, not %2</source>
        <translation>un benchmark s’exécute sur 1 à %1 machines, pas sur %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="446"/>
        <source>a single-machine run uses one machine, not %1</source>
        <translation>une exécution sur une seule machine utilise une machine, pas %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="448"/>
        <source>the model&apos;s %1 query heads and %2 KV heads must both divide evenly by %3; choose a number of machines that divides both</source>
        <translation>les %1 têtes de requête et les %2 têtes KV du modèle doivent toutes être divisibles par %3&#xa0;; choisissez un nombre de machines qui divise les deux</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="452"/>
        <source>the model&apos;s intermediate size, %1, must divide evenly by %2</source>
        <translation>la taille intermédiaire du modèle, %1, doit être divisible par %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="454"/>
        <source>the model&apos;s vocabulary of %1 tokens cannot be shared by %2 machines</source>
        <translation>le vocabulaire de %1 tokens du modèle ne peut pas être partagé entre %2 machines</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePlan.cpp" line="456"/>
        <source>the model has %n layer(s) and each of the %1 machines needs at least one; use at most %n machine(s)</source>
        <translation>
            <numerusform>le modèle a %n couche et chacune des %1 machines doit en recevoir au moins une&#xa0;; utilisez au plus %n machine</numerusform>
            <numerusform>le modèle a %n couches et chacune des %1 machines doit en recevoir au moins une&#xa0;; utilisez au plus %n machines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="461"/>
        <source>the layout is not known</source>
        <translation>le mode est inconnu</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="465"/>
        <source>the query heads times the head dimension</source>
        <translation>les têtes de requête fois la dimension de tête</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="468"/>
        <source>%1 stores weights in blocks of %2 values, and %3 over %4 machines is %5 per machine, not a multiple of %2; choose f32 or bf16, or another number of machines</source>
        <translation>%1 stocke les poids par blocs de %2 valeurs, et %3 sur %4 machines vaut %5 par machine, pas un multiple de %2&#xa0;; choisissez f32 ou bf16, ou un autre nombre de machines</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="472"/>
        <source>%1 stores weights in blocks of %2 values, and %3 is %4, not a multiple of %2; choose f32 or bf16</source>
        <translation>%1 stocke les poids par blocs de %2 valeurs, et %3 vaut %4, pas un multiple de %2&#xa0;; choisissez f32 ou bf16</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="478"/>
        <source>the prompt length must be from %1 to %2 tokens, not %3</source>
        <translation>la longueur du prompt doit être comprise entre %1 et %2 tokens, pas %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="480"/>
        <source>the answer length must be from %1 to %2 tokens, not %3</source>
        <translation>la longueur de la réponse doit être comprise entre %1 et %2 tokens, pas %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="482"/>
        <source>the prompt and the answer together must be at most %1 tokens, not %2</source>
        <translation>le prompt et la réponse ensemble doivent faire au plus %1 tokens, pas %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="484"/>
        <source>the requests at once must be from %1 to %2, not %3</source>
        <translation>le nombre de requêtes simultanées doit être compris entre %1 et %2, pas %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="486"/>
        <source>the warm-up must be from %1 to %2 steps, not %3</source>
        <translation>le préchauffage doit durer entre %1 et %2 étapes, pas %3</translation>
    </message>
    <message>
        <location filename="../ui/InferencePlan.cpp" line="488"/>
        <source>the prompt must be read and timed from %1 to %2 times, not %3</source>
        <translation>le prompt doit être lu et chronométré de %1 à %2 fois, pas %3</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="107"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="64"/>
        <location filename="../presentation/ReportPdf.cpp" line="352"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="73"/>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2 (%3 chacun)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="76"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="83"/>
        <source>unknown CPU</source>
        <translation>CPU inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="86"/>
        <source>%1 cores, %2 threads</source>
        <translation>%1 cœurs, %2 threads</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="110"/>
        <source>speed unknown</source>
        <translation>vitesse inconnue</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="111"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="113"/>
        <source> (Wi-Fi)</source>
        <translation> (Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="115"/>
        <source>(default route; the cluster address is on no interface)</source>
        <translation>(route par défaut&#xa0;; l’adresse de cluster n’est sur aucune interface)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="138"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="140"/>
        <source>Started</source>
        <translation>Début</translation>
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
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="143"/>
        <source>%1, %2 on %3</source>
        <translation>%1, %2 sur %3</translation>
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
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="149"/>
        <source>Compared at</source>
        <translation>Comparaison à</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="150"/>
        <source>%1 sequences in flight</source>
        <translation>%1 séquences en cours</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>Link test</source>
        <translation>Test des liaisons</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="151"/>
        <source>run %1 of %2</source>
        <translation>exécution %1 du %2</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="155"/>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="166"/>
        <source>no inventory stored</source>
        <translation>aucun inventaire enregistré</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="172"/>
        <source>unknown host name</source>
        <translation>nom d’hôte inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="177"/>
        <source>RAM %1</source>
        <translation>RAM %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="178"/>
        <source>RAM unknown</source>
        <translation>RAM inconnue</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="181"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Machine</source>
        <translation>Machine</translation>
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
        <translation>Mémoire</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="186"/>
        <source>Cluster interface</source>
        <translation>Interface de cluster</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="201"/>
        <source>Link test %1 of %2. Each row is one direction; the round trip is the pair&apos;s (UDP echo, idle link); throughput is what arrived with one TCP stream and with several.</source>
        <translation>Test des liaisons %1 du %2. Chaque ligne correspond à un sens&#xa0;; l’aller-retour est celui de la paire (écho UDP, liaison au repos)&#xa0;; le débit est ce qui est arrivé avec un flux TCP et avec plusieurs.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="216"/>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="217"/>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="229"/>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Round trip p50</source>
        <translation>Aller-retour p50</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="230"/>
        <source>Loss</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>1 stream</source>
        <translation>1 flux</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="231"/>
        <source>%1 streams</source>
        <translation>%1 flux</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="260"/>
        <location filename="../presentation/ReportPdf.cpp" line="270"/>
        <source>The model of the network uses the slowest pair: %1 round trip (TCP), %2.</source>
        <translation>Le modèle du réseau utilise la paire la plus lente&#xa0;: aller-retour de %1 (TCP), %2.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="253"/>
        <source>The model of the network uses the slowest pair between %1: %2 round trip (TCP), %3.</source>
        <translation>Le modèle du réseau utilise la paire la plus lente entre %1&#xa0;: aller-retour de %2 (TCP), %3.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="264"/>
        <source>Over all of the run&apos;s machines the slowest pair measured %1 round trip (TCP), %2.</source>
        <translation>Sur l’ensemble des machines de l’exécution, la paire la plus lente mesurée présente un aller-retour de %1 (TCP), %2.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="280"/>
        <source>No run completed: there is nothing to chart.</source>
        <translation>Aucune exécution n’a abouti&#xa0;: il n’y a rien à représenter.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="321"/>
        <source>Throughput and time per decode step</source>
        <translation>Débit et temps par étape de décodage</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>Layout</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <location filename="../presentation/ReportPdf.cpp" line="327"/>
        <source>In flight</source>
        <translation>Séq. en cours</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Requests/s</source>
        <translation>Requêtes/s</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="323"/>
        <source>Output tokens/s</source>
        <translation>Tokens/s générés</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Step (ms)</source>
        <translation>Étape (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Compute (ms)</source>
        <translation>Calcul (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="324"/>
        <source>Comm. (ms)</source>
        <translation>Comm. (ms)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="326"/>
        <source>Latency percentiles (ms)</source>
        <translation>Centiles de latence (ms)</translation>
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
        <translation>Forme</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="357"/>
        <source>%1 layers, hidden %2, %3 heads (%4 key/value), head size %5, SwiGLU %6, vocabulary %7</source>
        <translation>%1 couches, dimension cachée %2, %3 têtes (%4 clé/valeur), taille de tête %5, SwiGLU %6, vocabulaire %7</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="362"/>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="363"/>
        <source>%1 billion</source>
        <translation>%1 milliards</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="365"/>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="366"/>
        <source>Backend</source>
        <translation>Calcul sur</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="368"/>
        <source>every core</source>
        <translation>tous les cœurs</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="369"/>
        <source>Prompt tokens</source>
        <translation>Tokens du prompt</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="370"/>
        <source>Output tokens</source>
        <translation>Tokens générés</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="371"/>
        <source>Warm-up steps</source>
        <translation>Étapes de préchauffage</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="372"/>
        <source>Timed prefills</source>
        <translation>Prefills chronométrés</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="373"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="374"/>
        <source>Layouts</source>
        <translation>Modes</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="376"/>
        <source>Sequences in flight</source>
        <translation>Séquences en cours</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="377"/>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="378"/>
        <source>TTFT target</source>
        <translation>Objectif TTFT</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="379"/>
        <source>TPOT target</source>
        <translation>Objectif TPOT</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="148"/>
        <location filename="../presentation/ReportPdf.cpp" line="322"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="154"/>
        <source>none covers these machines</source>
        <translation>aucun ne couvre ces machines</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="185"/>
        <source>Host and system</source>
        <translation>Hôte et système</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="196"/>
        <source>The run used one machine: no link between machines took part.</source>
        <translation>L’exécution n’a utilisé qu’une seule machine&#xa0;: aucune liaison entre machines n’y a participé.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="197"/>
        <source>No stored link test measured every pair of these machines before the run ended. Run a link test of these machines for the network figures.</source>
        <translation>Aucun test des liaisons enregistré n’a mesuré chaque paire de ces machines avant la fin de l’exécution. Lancez un test des liaisons de ces machines pour obtenir les valeurs réseau.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="334"/>
        <source>TTFT: time to first token, one shared prefill per run, so its percentiles are one timing. TPOT: time per output token after the first. ITL: every gap between two tokens. E2E: the whole request.</source>
        <translation>TTFT&#xa0;: temps jusqu’au premier token, avec un seul préremplissage partagé par exécution, si bien que ses centiles ne forment qu’une seule mesure. TPOT&#xa0;: temps par token généré après le premier. ITL&#xa0;: chaque intervalle entre deux tokens. E2E&#xa0;: la requête entière.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="367"/>
        <source>Threads per machine</source>
        <translation>Threads par machine</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="375"/>
        <source>%1 (one machine always runs first)</source>
        <translation>%1 (une seule machine passe toujours en premier)</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="384"/>
        <source>Machine %1</source>
        <translation>Machine %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="385"/>
        <source>cluster address %1</source>
        <translation>adresse de cluster %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="387"/>
        <source>Measured with</source>
        <translation>Mesuré avec</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="388"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="389"/>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="399"/>
        <source>Evidence</source>
        <translation>Justification</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="415"/>
        <source>No warnings: every run completed and every figure was measured.</source>
        <translation>Aucun avertissement&#xa0;: toutes les exécutions ont abouti et toutes les valeurs ont été mesurées.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="426"/>
        <source>Summary and verdict</source>
        <translation>Résumé et verdict</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="427"/>
        <source>Inventory</source>
        <translation>Inventaire</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="428"/>
        <source>Link matrix</source>
        <translation>Matrice des liaisons</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="429"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="430"/>
        <source>Percentiles</source>
        <translation>Centiles</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="431"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="432"/>
        <source>Setup check</source>
        <translation>Contrôle de la configuration</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="433"/>
        <source>Design-rule checklist</source>
        <translation>Liste de contrôle des règles de conception</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="434"/>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="441"/>
        <source>ShardScope report: run %1</source>
        <translation>Rapport ShardScope&#xa0;: exécution %1</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="443"/>
        <source>ShardScope report</source>
        <translation>Rapport ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="444"/>
        <source>Inference run %1 of %2 over %3. Created %4 with ShardScope %5.</source>
        <translation>Exécution d’inférence %1 du modèle %2 sur %3. Créé le %4 avec ShardScope %5.</translation>
    </message>
    <message>
        <location filename="../presentation/ReportPdf.cpp" line="442"/>
        <source>ShardScope report, run %1</source>
        <translation>Rapport ShardScope, exécution %1</translation>
    </message>
</context>
<context>
    <name>ServeChartSpecs</name>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="63"/>
        <source>%1 (step %2)</source>
        <translation>%1 (étape %2)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="85"/>
        <source>Time to first token</source>
        <translation>Temps jusqu’au premier token</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="86"/>
        <source>Time to first token: no step of the run completed</source>
        <translation>Temps jusqu’au premier token&#xa0;: aucune étape de l’exécution n’a abouti</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="87"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="162"/>
        <source>Milliseconds</source>
        <translation>Millisecondes</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="89"/>
        <source>Time to first token: from sending a request to the first piece of the answer, as your server answered it (waiting in its queue and reading the prompt included). The median is a typical request, p99 the slowest one in a hundred: what a person in a chat notices. Lower is better.</source>
        <translation>Temps jusqu’au premier token&#xa0;: de l’envoi d’une requête jusqu’au premier morceau de la réponse, tel que votre serveur l’a fourni (attente dans sa file et lecture du prompt comprises). La médiane représente une requête typique, le p99 la plus lente sur cent&#xa0;: ce que remarque une personne dans une discussion. Plus c’est bas, mieux c’est.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="93"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="167"/>
        <source>Median (p50)</source>
        <translation>Médiane (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="94"/>
        <location filename="../presentation/ServeChartSpecs.cpp" line="169"/>
        <source>Slowest 1 % (p99)</source>
        <translation>1&#xa0;% les plus lents (p99)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="109"/>
        <source>Tokens per second by requests at once</source>
        <translation>Tokens par seconde selon le nombre de requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="110"/>
        <source>Tokens per second: no step of the run completed</source>
        <translation>Tokens par seconde&#xa0;: aucune étape de l’exécution n’a abouti</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="111"/>
        <source>Output tokens per second</source>
        <translation>Tokens générés par seconde</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="112"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="119"/>
        <source>Output tokens/s</source>
        <translation>Tokens/s générés</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="120"/>
        <source>Within your targets (goodput)</source>
        <translation>Dans les limites de vos objectifs (goodput)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="145"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. The dashed line counts only the requests that met every target of your goal (goodput): where it falls away from the other, the server is busy enough to keep people waiting. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>Les tokens par seconde produits par votre serveur pour toutes les requêtes réunies, à mesure que davantage de requêtes tournaient à la fois. La courbe en pointillés ne compte que les requêtes qui ont respecté tous vos objectifs (goodput)&#xa0;: là où elle s’écarte de l’autre, le serveur est assez chargé pour faire attendre les gens. Une courbe qui continue de monter sert bien davantage de personnes&#xa0;; une courbe qui s’aplatit a atteint la limite du serveur.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="150"/>
        <source>The tokens per second your server produced for all requests together, as more requests ran at once. A line that keeps rising serves more people well; one that flattens has reached the server&apos;s limit.</source>
        <translation>Les tokens par seconde produits par votre serveur pour toutes les requêtes réunies, à mesure que davantage de requêtes tournaient à la fois. Une courbe qui continue de monter sert bien davantage de personnes&#xa0;; une courbe qui s’aplatit a atteint la limite du serveur.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="160"/>
        <source>Time between tokens</source>
        <translation>Temps entre les tokens</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="161"/>
        <source>Time between tokens: no step of the run completed</source>
        <translation>Temps entre les tokens&#xa0;: aucune étape de l’exécution n’a abouti</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="164"/>
        <source>Inter-token latency: every gap between two pieces of an answer as they streamed in. It is how fast the text appears to a reader; a long p99 is the answer stalling now and then (other requests&apos; prompts being read in between). Lower is better.</source>
        <translation>Latence inter-tokens&#xa0;: chaque intervalle entre deux morceaux d’une réponse, à mesure qu’ils arrivaient. Elle indique à quelle vitesse le texte apparaît pour le lecteur&#xa0;; un p99 long signifie que la réponse cale de temps en temps (pendant que les prompts d’autres requêtes sont lus). Plus c’est bas, mieux c’est.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="168"/>
        <source>Slowest 10 % (p90)</source>
        <translation>10&#xa0;% les plus lents (p90)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeChartSpecs.cpp" line="186"/>
        <source>Where the work went, %n at once</source>
        <translation>
            <numerusform>Où est passé le travail, %n à la fois</numerusform>
            <numerusform>Où est passé le travail, %n à la fois</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="187"/>
        <source>Where the work went</source>
        <translation>Où est passé le travail</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="188"/>
        <source>Where the work went: no machine was sampled during the step</source>
        <translation>Où est passé le travail&#xa0;: aucune machine n’a été mesurée pendant l’étape</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="189"/>
        <source>Where the work went: no step of the run completed</source>
        <translation>Où est passé le travail&#xa0;: aucune étape de l’exécution n’a abouti</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="190"/>
        <source>Percent busy (mean over the step)</source>
        <translation>Pourcentage d’occupation (moyenne sur l’étape)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="191"/>
        <source>How busy each machine of your server was while the requests ran: its CPUs and each GPU, averaged over the step. A GPU near 0 % the whole step did no work for this server: the model is not where you think it is, or that machine waits on the others.</source>
        <translation>Le degré d’occupation de chaque machine de votre serveur pendant les requêtes&#xa0;: ses CPU et chaque GPU, en moyenne sur l’étape. Un GPU proche de 0&#xa0;% pendant toute l’étape n’a pas travaillé pour ce serveur&#xa0;: le modèle n’est pas là où vous le pensez, ou cette machine attend les autres.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="196"/>
        <source>CPU busy</source>
        <translation>Occupation CPU</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="197"/>
        <source>GPU utilization</source>
        <translation>Utilisation GPU</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="212"/>
        <source>%1 (not sampled)</source>
        <translation>%1 (non mesurée)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="223"/>
        <source>%1 (GPU idle)</source>
        <translation>%1 (GPU inactif)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="229"/>
        <source>%1, GPU %2</source>
        <translation>%1, GPU %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="230"/>
        <source>%1 (idle)</source>
        <translation>%1 (inactif)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="244"/>
        <source>Network traffic per output token</source>
        <translation>Trafic réseau par token généré</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="245"/>
        <source>Network traffic: no step of the run completed</source>
        <translation>Trafic réseau&#xa0;: aucune étape de l’exécution n’a abouti</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="246"/>
        <source>Network traffic: no machine&apos;s interface was sampled</source>
        <translation>Trafic réseau&#xa0;: l’interface d’aucune machine n’a été mesurée</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="247"/>
        <source>What crossed each machine&apos;s cluster interface (received and sent) during the step, divided by the tokens the server wrote: the requests and answers, and for a model split over machines what they send each other for every token. A split that carries much per token leans on your network; one machine or a copy per machine carries little.</source>
        <translation>Ce qui a traversé l’interface de cluster de chaque machine (reçu et envoyé) pendant l’étape, divisé par les tokens écrits par le serveur&#xa0;: les requêtes et les réponses et, pour un modèle réparti sur plusieurs machines, ce qu’elles s’envoient pour chaque token. Une répartition qui transporte beaucoup par token dépend fortement de votre réseau&#xa0;; une seule machine ou une copie par machine transporte peu.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="266"/>
        <source>Bytes per output token</source>
        <translation>Octets par token généré</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="269"/>
        <source>MiB per output token</source>
        <translation>Mio par token généré</translation>
    </message>
    <message>
        <location filename="../presentation/ServeChartSpecs.cpp" line="272"/>
        <source>KiB per output token</source>
        <translation>Kio par token généré</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="46"/>
        <source>HTTP error</source>
        <translation>erreur HTTP</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="48"/>
        <source>refused</source>
        <translation>refusée</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="50"/>
        <source>cut off</source>
        <translation>coupée</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="52"/>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="54"/>
        <source>malformed answer</source>
        <translation>réponse mal formée</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="56"/>
        <source>server error</source>
        <translation>erreur du serveur</translation>
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
            <numerusform>%n enregistrement refusé car non fiable</numerusform>
            <numerusform>%n enregistrements refusés car non fiables</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="89"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="102"/>
        <source>%n counted request(s) per step</source>
        <translation>
            <numerusform>%n requête comptée par étape</numerusform>
            <numerusform>%n requêtes comptées par étape</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="103"/>
        <source>requests for %1 s per step</source>
        <translation>requêtes pendant %1 s par étape</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="104"/>
        <source>%1 prompt tokens, up to %2 output tokens; %3 after %n warm-up request(s)</source>
        <translation>
            <numerusform>%1 tokens de prompt, jusqu’à %2 tokens générés&#xa0;; %3 après %n requête de préchauffage</numerusform>
            <numerusform>%1 tokens de prompt, jusqu’à %2 tokens générés&#xa0;; %3 après %n requêtes de préchauffage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="112"/>
        <source>all at once, as many in flight as the step allows</source>
        <translation>toutes à la fois, autant en cours que l’étape le permet</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="113"/>
        <source>%1 requests/s on average (burstiness %2, seed %3)</source>
        <translation>%1 requêtes/s en moyenne (irrégularité %2, graine %3)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="121"/>
        <source>time to first token %1</source>
        <translation>temps jusqu’au premier token %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="124"/>
        <source>time per output token %1</source>
        <translation>temps par token généré %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="126"/>
        <source>none (no goodput measured)</source>
        <translation>aucun (pas de goodput mesuré)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="133"/>
        <source>this computer (not sampled)</source>
        <translation>cet ordinateur (non mesuré)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="146"/>
        <source>%n copies, the requests sent round robin over them:</source>
        <translation>
            <numerusform>%n copie, les requêtes envoyées à tour de rôle&#xa0;:</numerusform>
            <numerusform>%n copies, les requêtes envoyées à chacune à tour de rôle&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="153"/>
        <source>Step %1, %n at once</source>
        <translation>
            <numerusform>Étape %1, %n à la fois</numerusform>
            <numerusform>Étape %1, %n à la fois</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="160"/>
        <source>The figures are from your own server: ShardScope sent it the requests and timed every answer as it streamed in, while each machine of the server sampled its network, CPUs and GPUs. Nothing here is simulated or predicted.</source>
        <translation>Les valeurs proviennent de votre propre serveur&#xa0;: ShardScope lui a envoyé les requêtes et a chronométré chaque réponse à mesure qu’elle arrivait, pendant que chaque machine du serveur mesurait son réseau, ses CPU et ses GPU. Rien ici n’est simulé ni prévu.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="166"/>
        <source>not detected</source>
        <translation>non détecté</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="168"/>
        <source>%1, version %2</source>
        <translation>%1, version %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="173"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="174"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="176"/>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="177"/>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="178"/>
        <source>Endpoint</source>
        <translation>Point d’accès</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="179"/>
        <source>Server software</source>
        <translation>Logiciel serveur</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="180"/>
        <source>Dialect</source>
        <translation>Dialecte</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="181"/>
        <source>%1, detected</source>
        <translation>%1, détecté</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="182"/>
        <source>%1, as given</source>
        <translation>%1, tel qu’indiqué</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="183"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="184"/>
        <source>Layout</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="185"/>
        <source>%1 (as you said the server runs)</source>
        <translation>%1 (selon vos indications sur le serveur)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="187"/>
        <source>%1 (as ShardScope started it)</source>
        <translation>%1 (tel que ShardScope l’a lancé)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="189"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="190"/>
        <source>Requests sent from</source>
        <translation>Requêtes envoyées depuis</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="191"/>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="192"/>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="193"/>
        <source>Arrivals</source>
        <translation>Arrivée des requêtes</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="194"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="195"/>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="196"/>
        <source>Targets</source>
        <translation>Valeurs cibles</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="199"/>
        <source>Measured with</source>
        <translation>Mesuré avec</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="200"/>
        <source>ShardScope %1</source>
        <translation>ShardScope %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="201"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="215"/>
        <source>run %1 (%2)</source>
        <translation>exécution %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="218"/>
        <source>The verdict compares the stored serving runs of this model on this host, %n in all: %1. Each ran the layout you said the server had.</source>
        <translation>
            <numerusform>Le verdict porte sur l’exécution de service enregistrée de ce modèle sur cet hôte (%n au total)&#xa0;: %1. Elle a utilisé le mode que vous avez indiqué pour le serveur.</numerusform>
            <numerusform>Le verdict compare les exécutions de service enregistrées de ce modèle sur cet hôte, %n au total&#xa0;: %1. Chacune a utilisé le mode que vous avez indiqué pour le serveur.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="228"/>
        <source>From runs %1 (split) and %2 (alone) and link test %3: each token&apos;s extra time is counted as round trips of the link plus the bytes on the wire, and the same count gives the other links.</source>
        <translation>D’après les exécutions %1 (répartie) et %2 (seule) et le test des liaisons %3&#xa0;: le temps supplémentaire de chaque token est compté comme des allers-retours de la liaison plus les octets sur le fil, et le même calcul donne les autres liaisons.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="240"/>
        <source>The benchmark of ShardScope&apos;s own engine measures the model and the network, never a server&apos;s front end (HTTP, tokenizer, scheduler); a serving run of a model split over machines does. This is the rule&apos;s finding at %n request(s) at once (the goal&apos;s).</source>
        <translation>
            <numerusform>Le benchmark du moteur propre à ShardScope mesure le modèle et le réseau, jamais la partie frontale d’un serveur (HTTP, tokenizer, ordonnanceur)&#xa0;; une exécution de service d’un modèle réparti sur plusieurs machines, si. Voici le constat de la règle avec %n requête à la fois (le nombre fixé par l’objectif).</numerusform>
            <numerusform>Le benchmark du moteur propre à ShardScope mesure le modèle et le réseau, jamais la partie frontale d’un serveur (HTTP, tokenizer, ordonnanceur)&#xa0;; une exécution de service d’un modèle réparti sur plusieurs machines, si. Voici le constat de la règle avec %n requêtes simultanées (le nombre fixé par l’objectif).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="246"/>
        <source>Evidence</source>
        <translation>Justification</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="257"/>
        <source>No step completed: there is nothing to chart.</source>
        <translation>Aucune étape n’a abouti&#xa0;: il n’y a rien à représenter.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="273"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="276"/>
        <source>%1: %2: %3</source>
        <translation>%1&#xa0;: %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="283"/>
        <source>%1 req/s (%2 %)</source>
        <translation>%1 requêtes/s (%2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="292"/>
        <source>%1: the server&apos;s own timings disagree with what ShardScope measured by more than %2 %.</source>
        <translation>%1&#xa0;: les mesures de temps du serveur lui-même s’écartent de plus de %2&#xa0;% de celles de ShardScope.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="297"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>At once</source>
        <translation>Simultanées</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="298"/>
        <source>Done / failed</source>
        <translation>Terminées / en échec</translation>
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
        <translation>Tokens/s générés</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="301"/>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="306"/>
        <source>TTFT: time to first token. TPOT: time per output token after the first. ITL: every gap between two pieces of an answer. Goodput: the requests that met every target of your goal, per second and as a share of those completed.</source>
        <translation>TTFT&#xa0;: temps jusqu’au premier token. TPOT&#xa0;: temps par token généré après le premier. ITL&#xa0;: chaque intervalle entre deux morceaux d’une réponse. Goodput&#xa0;: les requêtes qui ont respecté tous vos objectifs, par seconde et en part des requêtes terminées.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="324"/>
        <source>not sampled: %1</source>
        <translation>non mesurée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="332"/>
        <source>GPU %1: %2 % mean, %3 % peak</source>
        <translation>GPU %1&#xa0;: %2&#xa0;% en moyenne, %3&#xa0;% au maximum</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="339"/>
        <source>memory %1 of %2</source>
        <translation>mémoire %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/ServeReportPdf.cpp" line="346"/>
        <source>%1&apos;s GPU %2 stayed below %3 % the whole of step %4 (%n at once): it did no work for this server.</source>
        <translation>
            <numerusform>Le GPU %2 de %1 est resté sous %3&#xa0;% pendant toute l’étape %4 (%n à la fois)&#xa0;: il n’a pas travaillé pour ce serveur.</numerusform>
            <numerusform>Le GPU %2 de %1 est resté sous %3&#xa0;% pendant toute l’étape %4 (%n à la fois)&#xa0;: il n’a pas travaillé pour ce serveur.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="354"/>
        <source>%1 in, %2 out</source>
        <translation>%1 reçus, %2 envoyés</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="360"/>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="362"/>
        <source>none sampled</source>
        <translation>aucun mesuré</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="368"/>
        <source>No machine was sampled: the run named none of the server&apos;s machines.</source>
        <translation>Aucune machine n’a été mesurée&#xa0;: l’exécution ne désignait aucune des machines du serveur.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="371"/>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>CPU busy (mean)</source>
        <translation>Occupation CPU (moyenne)</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="372"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="373"/>
        <source>Per output token</source>
        <translation>Par token généré</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="384"/>
        <source>You started this server yourself: ShardScope measured it and started nothing on your machines.</source>
        <translation>Vous avez lancé ce serveur vous-même&#xa0;: ShardScope l’a mesuré et n’a rien lancé sur vos machines.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>What</source>
        <translation>Programme</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="398"/>
        <source>Lines</source>
        <translation>Lignes de commande</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="401"/>
        <source>rpc-server has no authentication: anyone who reaches its port can use the machine. ShardScope ran it only for the test, bound to the cluster address; run it the same way, on a network you trust, and stop it when you are done.</source>
        <translation>rpc-server n’a aucune authentification&#xa0;: quiconque atteint son port peut utiliser la machine. ShardScope ne l’a lancé que pour le test, lié à l’adresse de cluster&#xa0;; lancez-le de la même façon, sur un réseau de confiance, et arrêtez-le quand vous avez terminé.</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Design rule: complete serving path</source>
        <translation>Règle de conception&#xa0;: chaîne de service complète</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="412"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="413"/>
        <source>How the servers were started</source>
        <translation>Comment les serveurs ont été lancés</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="420"/>
        <source>ShardScope serving report: run %1</source>
        <translation>Rapport de service ShardScope&#xa0;: exécution %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="421"/>
        <source>ShardScope serving report, run %1</source>
        <translation>Rapport de service ShardScope, exécution %1</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="422"/>
        <source>ShardScope serving report</source>
        <translation>Rapport de service ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/ServeReportPdf.cpp" line="423"/>
        <source>Serving run %1 of %2 at %3. Created %4 with ShardScope %5.</source>
        <translation>Exécution de service %1 du modèle %2 sur %3. Créé le %4 avec ShardScope %5.</translation>
    </message>
</context>
<context>
    <name>SetupSheetDocument</name>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="50"/>
        <source>ShardScope setup sheet</source>
        <translation>Fiche de configuration ShardScope</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="58"/>
        <source>Made %1 with ShardScope %2. Keep it with your machines: it says how they are set up, which checks passed and what the links measured, to compare against after a change.</source>
        <translation>Créée le %1 avec ShardScope %2. Conservez-la avec vos machines&#xa0;: elle indique comment elles sont configurées, quels contrôles ont été réussis et ce qui a été mesuré sur les liaisons, pour pouvoir comparer après une modification.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="62"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="71"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Host name</source>
        <translation>Nom d’hôte</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Cluster interface</source>
        <translation>Interface de cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="81"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="82"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Operating system</source>
        <translation>Système d’exploitation</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="84"/>
        <source>Inference software</source>
        <translation>Logiciel d’inférence</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="87"/>
        <source>Settings that keep the software on the cluster interface</source>
        <translation>Réglages qui maintiennent les logiciels sur l’interface de cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="89"/>
        <source>Collective libraries pick an interface by themselves, and a VPN or container interface is often the one they pick. These settings name the right one; set them where you start the software.</source>
        <translation>Les bibliothèques de communication collective choisissent elles-mêmes une interface, et c’est souvent une interface VPN ou de conteneur qu’elles choisissent. Ces réglages désignent la bonne&#xa0;; appliquez-les là où vous lancez le logiciel.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Software</source>
        <translation>Logiciel</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="92"/>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="94"/>
        <source>Launch lines that worked</source>
        <translation>Commandes de lancement qui ont fonctionné</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="96"/>
        <source>From serving run %1 of %2, which completed.</source>
        <translation>Issues de l’exécution de service %1 du %2, qui a abouti.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="100"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="106"/>
        <source>No completed serving run with launch lines is stored yet. ShardScope keeps them when it starts llama.cpp for you, or when you run a server from the lines it shows.</source>
        <translation>Aucune exécution de service terminée avec des commandes de lancement n’est encore enregistrée. ShardScope les conserve lorsqu’il lance llama.cpp pour vous, ou lorsque vous lancez un serveur à partir des commandes qu’il affiche.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="110"/>
        <source>Checks</source>
        <translation>Contrôles</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="114"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="116"/>
        <source>Still to do</source>
        <translation>Reste à faire</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="121"/>
        <source>Re-test after a change</source>
        <translation>Refaire les tests après une modification</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="124"/>
        <source>Re-test after changing cables, drivers, switch settings or software: run the setup check and a link test again and compare with the figures below.</source>
        <translation>Refaites les tests après avoir changé des câbles, des pilotes, des réglages du switch ou des logiciels&#xa0;: relancez le contrôle de la configuration et un test des liaisons, puis comparez avec les valeurs ci-dessous.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="127"/>
        <source>Baseline: link test %1 of %2.</source>
        <translation>Référence&#xa0;: test des liaisons %1 du %2.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="128"/>
        <source>Newest complete link test: %1 of %2.</source>
        <translation>Test des liaisons complet le plus récent&#xa0;: %1 du %2.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>Round trip (p50)</source>
        <translation>Aller-retour (p50)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream →</source>
        <translation>Un flux →</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="138"/>
        <source>One stream ←</source>
        <translation>Un flux ←</translation>
    </message>
    <message>
        <location filename="../presentation/SetupSheetDocument.cpp" line="142"/>
        <source>No complete link test is stored yet: run one (the Network page, or shardscope-cli linktest --all) to have figures to compare against.</source>
        <translation>Aucun test des liaisons complet n’est encore enregistré&#xa0;: lancez-en un (sur la page des liaisons, ou avec shardscope-cli linktest --all) pour disposer de valeurs de comparaison.</translation>
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
        <translation>%1, qui n’est pas une adresse privée</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="21"/>
        <source>every interface (%1)</source>
        <translation>toutes les interfaces (%1)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="29"/>
        <source>allow %1 in %2&apos;s firewall: %3 (&quot;inet filter input&quot; is the usual table and chain; &apos;sudo nft list ruleset&apos; shows the one of yours that drops)</source>
        <translation>autorisez %1 dans le pare-feu de %2&#xa0;: %3 (&quot;inet filter input&quot; est la table et la chaîne habituelles&#xa0;; &apos;sudo nft list ruleset&apos; montre celle des vôtres qui bloque les paquets)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="33"/>
        <source>allow %1 in %2&apos;s firewall: %3</source>
        <translation>autorisez %1 dans le pare-feu de %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="43"/>
        <source>Each machine has an interface for the cluster</source>
        <translation>Chaque machine a une interface pour le cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="45"/>
        <source>One interface per subnet, no VPN or container interface in the way, one subnet for all</source>
        <translation>Une interface par sous-réseau, aucune interface VPN ou de conteneur qui gêne, un même sous-réseau pour toutes</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="47"/>
        <source>Fixed, unique addresses and host names</source>
        <translation>Adresses et noms d’hôte fixes et uniques</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="49"/>
        <source>Host names resolve to the cluster addresses</source>
        <translation>Les noms d’hôte pointent vers les adresses de cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="51"/>
        <source>TCP reaches every machine on a port opened for the check</source>
        <translation>TCP atteint chaque machine sur un port ouvert pour le contrôle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="53"/>
        <source>UDP reaches every machine</source>
        <translation>UDP atteint chaque machine</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="55"/>
        <source>No router between the machines, full-size packets pass</source>
        <translation>Aucun routeur entre les machines, les paquets de taille maximale passent</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="57"/>
        <source>No inference server open to every network</source>
        <translation>Aucun serveur d’inférence ouvert à tous les réseaux</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="59"/>
        <source>Host firewalls</source>
        <translation>Pare-feu des machines</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="67"/>
        <source>not tested</source>
        <translation>non testé</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="70"/>
        <source>problem</source>
        <translation>problème</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="72"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="74"/>
        <source>reported</source>
        <translation>avec remarque</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="78"/>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="85"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="87"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="92"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="97"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="99"/>
        <source>%1 What to do: %2</source>
        <translation>%1 Que faire&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="105"/>
        <source>No stored setup check covers these machines, so their interfaces, names, firewalls and the routers between them were not checked. Run the setup check (its page in the wizard, or shardscope-cli check) and measure again.</source>
        <translation>Aucun contrôle de la configuration enregistré ne couvre ces machines&#xa0;: leurs interfaces, leurs noms, leurs pare-feu et les routeurs entre elles n&apos;ont pas été contrôlés. Lancez le contrôle de la configuration (sa page dans l&apos;assistant, ou shardscope-cli check) et mesurez à nouveau.</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="110"/>
        <source>Setup check %1 (%2) found nothing to fix between these machines.</source>
        <translation>Le contrôle de la configuration %1 (%2) n&apos;a rien trouvé à corriger entre ces machines.</translation>
    </message>
    <message numerus="yes">
        <location filename="../presentation/SetupText.cpp" line="112"/>
        <source>Setup check %1 (%2) found %n thing(s) about these machines; the placement and congestion rules below take them into account:</source>
        <translation>
            <numerusform>Le contrôle de la configuration %1 (%2) a trouvé %n point sur ces machines&#xa0;; les règles de placement et de congestion ci-dessous en tiennent compte&#xa0;:</numerusform>
            <numerusform>Le contrôle de la configuration %1 (%2) a trouvé %n points sur ces machines&#xa0;; les règles de placement et de congestion ci-dessous en tiennent compte&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="123"/>
        <source>wired</source>
        <translation>filaire</translation>
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
        <translation>pont</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="133"/>
        <source>container</source>
        <translation>conteneur</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="137"/>
        <source>virtual</source>
        <translation>virtuelle</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="143"/>
        <source>no interface is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>aucune interface n’est active avec une adresse, hormis les interfaces loopback, VPN et de conteneur</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="146"/>
        <source>chosen by you, but there is no interface %1</source>
        <translation>choisie par vous, mais il n’y a pas d’interface %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="148"/>
        <source>chosen by you, but it is %1</source>
        <translation>choisie par vous, mais son état est %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="150"/>
        <source>chosen by you, but it has no IPv4 or global IPv6 address</source>
        <translation>choisie par vous, mais elle n’a ni adresse IPv4 ni adresse IPv6 globale</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="154"/>
        <source>up</source>
        <translation>active</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="156"/>
        <source>speed not reported</source>
        <translation>vitesse non signalée</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="159"/>
        <source>in %1, which no other machine is in</source>
        <translation>dans %1, où ne se trouve aucune autre machine</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="160"/>
        <source>in %1 with %2</source>
        <translation>dans %1 avec %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="162"/>
        <source>carries the default route</source>
        <translation>porte la route par défaut</translation>
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
        <translation>choisie par vous&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="171"/>
        <source>%1 has no interface that is up with an address, other than loopback, VPN and container interfaces</source>
        <translation>%1 n’a aucune interface active avec une adresse, hormis les interfaces loopback, VPN et de conteneur</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="176"/>
        <source>%1 has no interface %2, the one chosen for the cluster</source>
        <translation>%1 n’a pas d’interface %2, celle choisie pour le cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="178"/>
        <source>%1&apos;s interface %2, chosen for the cluster, is %3</source>
        <translation>l’interface %2 de %1, choisie pour le cluster, est à l’état %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="180"/>
        <source>%1&apos;s interface %2, chosen for the cluster, has no IPv4 or global IPv6 address</source>
        <translation>l’interface %2 de %1, choisie pour le cluster, n’a ni adresse IPv4 ni adresse IPv6 globale</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="184"/>
        <source>%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may not be the cluster interface, and answers may leave by the other</source>
        <translation>%1 a %2 interfaces dans %3&#xa0;: %4&#xa0;; le noyau envoie par une seule route, qui n’est peut-être pas celle de l’interface de cluster, et les réponses peuvent repartir par l’autre</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="188"/>
        <source>%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an interface by themselves and may take it, which sends the model&apos;s traffic through it, slowly, or to where the other machines cannot answer</source>
        <translation>%1 a l’interface %3 (%2) active avec %4&#xa0;: NCCL, Gloo et d’autres choisissent une interface d’eux-mêmes et peuvent prendre celle-ci, ce qui fait passer le trafic du modèle par elle, lentement, ou l’envoie là où les autres machines ne peuvent pas répondre</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="193"/>
        <source>the cluster interfaces are in %1 subnets: %2; traffic between them goes through a router, when there is one</source>
        <translation>les interfaces de cluster sont dans %1 sous-réseaux&#xa0;: %2&#xa0;; le trafic entre elles passe par un routeur, s’il y en a un</translation>
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
        <translation>le trafic de %1 vers %2 (%3) sort par %4, et non par l’interface de cluster %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="201"/>
        <source>%1&apos;s cluster address %2 is from IPv6 autoconfiguration: it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>l’adresse de cluster %2 de %1 vient de l’autoconfiguration IPv6&#xa0;: elle expire dans %3 s si elle n’est pas renouvelée, et la suivante peut être une autre adresse, ce qui casse tous les réglages et toutes les commandes de lancement qui la citent</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="206"/>
        <source>%1&apos;s cluster address %2 is leased (from DHCP): it ends in %3 s unless renewed, and the next one may be another address, which breaks every setting and launch line that names it</source>
        <translation>l’adresse de cluster %2 de %1 est attribuée par bail (DHCP)&#xa0;: elle expire dans %3 s si elle n’est pas renouvelée, et la suivante peut être une autre adresse, ce qui casse tous les réglages et toutes les commandes de lancement qui la citent</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="212"/>
        <source>%1 both have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 ont toutes deux le nom d’hôte %2&#xa0;: les logiciels qui trouvent leurs pairs par nom d’hôte (Gloo, Ray, vLLM) ne peuvent pas les distinguer</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="215"/>
        <source>%1 all have the host name %2: software that finds its peers by host name (Gloo, Ray, vLLM) cannot tell them apart</source>
        <translation>%1 ont toutes le nom d’hôte %2&#xa0;: les logiciels qui trouvent leurs pairs par nom d’hôte (Gloo, Ray, vLLM) ne peuvent pas les distinguer</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="219"/>
        <source>%1 all use the cluster address %2: packets for it reach one of them</source>
        <translation>%1 utilisent toutes l’adresse de cluster %2&#xa0;: les paquets qui lui sont destinés n’atteignent qu’une seule d’entre elles</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="222"/>
        <source>%1 cannot resolve %2&apos;s name %3 (%4)</source>
        <translation>%1 ne peut pas résoudre le nom %3 de %2 (%4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="225"/>
        <source>%1 resolves %2 to %3, but %4&apos;s cluster address is %5</source>
        <translation>%1 résout %2 en %3, mais l’adresse de cluster de %4 est %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="226"/>
        <source>%1&apos;s name %2</source>
        <translation>le nom %2 de %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="229"/>
        <source>%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find this machine&apos;s address by its name and would tell the other machines to connect to %3, which is each one itself</source>
        <translation>%1 résout d’abord son propre nom %2 en %3&#xa0;: Gloo, vLLM et PyTorch trouvent l’adresse de cette machine par son nom et diraient aux autres machines de se connecter à %3, c’est-à-dire chacune à elle-même</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="235"/>
        <source>%1 cannot resolve its own name %2 (%3): software that finds this machine&apos;s address by its name fails on it</source>
        <translation>%1 ne peut pas résoudre son propre nom %2 (%3)&#xa0;: les logiciels qui trouvent l’adresse de cette machine par son nom échouent</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="238"/>
        <source>%1 resolves its own name %2 to %3, not to its cluster address %4: software that finds this machine&apos;s address by its name tells the others to use %3</source>
        <translation>%1 résout son propre nom %2 en %3, et non en son adresse de cluster %4&#xa0;: les logiciels qui trouvent l’adresse de cette machine par son nom disent aux autres d’utiliser %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="242"/>
        <source>TCP from %1 to a port that %2 opened for this check got no answer: a firewall on %2 (or on the way) drops it, and would drop the ports NCCL, Gloo and llama.cpp pick too</source>
        <translation>TCP de %1 vers un port que %2 a ouvert pour ce contrôle n’a reçu aucune réponse&#xa0;: un pare-feu sur %2 (ou sur le trajet) le bloque, et bloquerait aussi les ports que choisissent NCCL, Gloo et llama.cpp</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="248"/>
        <source>TCP from %1 to a port that %2 opened for this check was rejected (%3), though both are in %4: a firewall on %2 rejects it</source>
        <translation>TCP de %1 vers un port que %2 a ouvert pour ce contrôle a été rejeté (%3), bien que les deux soient dans %4&#xa0;: un pare-feu sur %2 le rejette</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="251"/>
        <source>TCP from %1 to a port that %2 opened for this check was refused (%3): a firewall rejects it</source>
        <translation>TCP de %1 vers un port que %2 a ouvert pour ce contrôle a été refusé (%3)&#xa0;: un pare-feu le rejette</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="255"/>
        <source>%1 has no way to %2&apos;s cluster address %3 (%4)</source>
        <translation>%1 n’a aucun chemin vers l’adresse de cluster %3 de %2 (%4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="258"/>
        <source>none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked (NCCL, Gloo and llama.cpp use TCP; discovery such as exo&apos;s, and ShardScope&apos;s latency probes, use UDP)</source>
        <translation>aucun des %1 datagrammes UDP envoyés de %2 à %3 n’est revenu&#xa0;: UDP est bloqué (NCCL, Gloo et llama.cpp utilisent TCP&#xa0;; la découverte, comme celle d’exo, et les sondes de latence de ShardScope utilisent UDP)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="264"/>
        <source>A router between %1 and %2 (the echo arrived with TTL %3): every packet crosses it, which adds latency and often limits the rate</source>
        <translation>un routeur entre %1 et %2 (l’écho est arrivé avec un TTL de %3)&#xa0;: chaque paquet le traverse, ce qui ajoute de la latence et limite souvent le débit</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="267"/>
        <source>%1 routers between %2 and %3 (the echo arrived with TTL %4): every packet crosses them, which adds latency and often limits the rate</source>
        <translation>%1 routeurs entre %2 et %3 (l’écho est arrivé avec un TTL de %4)&#xa0;: chaque paquet les traverse, ce qui ajoute de la latence et limite souvent le débit</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="271"/>
        <source>the path from %1 to %2 carries packets of %3 bytes, but both interfaces are set to %4: larger packets are dropped or split on the way</source>
        <translation>le chemin de %1 à %2 transporte des paquets de %3 octets, mais les deux interfaces sont réglées sur %4&#xa0;: les paquets plus grands sont rejetés ou fragmentés en route</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="276"/>
        <source>%1 → %2: TCP could not be tried (%3)</source>
        <translation>%1 → %2&#xa0;: TCP n’a pas pu être essayé (%3)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="277"/>
        <source>%1 → %2 could not be tested: %3</source>
        <translation>%1 → %2 n’a pas pu être testé&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="280"/>
        <source>something on %1 listens on %2, port %3, %4&apos;s default port (the agent cannot see which process: another user&apos;s): if it is %4, every network %1 is on can use it</source>
        <translation>quelque chose sur %1 écoute sur %2, port %3, le port par défaut de %4 (l’agent ne peut pas voir quel processus&#xa0;: celui d’un autre utilisateur)&#xa0;: si c’est %4, tous les réseaux auxquels %1 est relié peuvent l’utiliser</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="284"/>
        <source>%1 on %2 listens on %3, port %4: every network %2 is on can use it, Wi-Fi, VPN and container networks too</source>
        <translation>%1 sur %2 écoute sur %3, port %4&#xa0;: tous les réseaux auxquels %2 est relié peuvent l’utiliser, y compris les réseaux Wi-Fi, VPN et de conteneurs</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="288"/>
        <source>rpc-server on %1 listens on %2, port %3: anyone who reaches it can run code on %1 (rpc-server has no authentication, and llama.cpp says never to expose it)</source>
        <translation>rpc-server sur %1 écoute sur %2, port %3&#xa0;: quiconque l’atteint peut exécuter du code sur %1 (rpc-server n’a pas d’authentification, et llama.cpp recommande de ne jamais l’exposer)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="293"/>
        <source>%1 has a firewall whose rules could not be read (%2)</source>
        <translation>%1 a un pare-feu dont les règles n’ont pas pu être lues (%2)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="294"/>
        <location filename="../presentation/SetupText.cpp" line="296"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="295"/>
        <source>%1 has an active firewall (%2): ShardScope never changes it</source>
        <translation>%1 a un pare-feu actif (%2)&#xa0;: ShardScope ne le modifie jamais</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="307"/>
        <source>connect %1 to the cluster&apos;s switch and give it an address</source>
        <translation>reliez %1 au switch du cluster et donnez-lui une adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="309"/>
        <source>choose another cluster interface for %1, or bring %2 up with an address</source>
        <translation>choisissez une autre interface de cluster pour %1, ou activez %2 avec une adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="312"/>
        <source>keep one interface of %1 in %2 (take the address off the others), or pin the software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</source>
        <translation>ne gardez qu’une interface de %1 dans %2 (retirez l’adresse des autres), ou imposez %3 aux logiciels (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="316"/>
        <source>pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</source>
        <translation>imposez %2 aux logiciels sur %1&#xa0;: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="317"/>
        <source>&lt;cluster interface&gt;</source>
        <translation>&lt;interface de cluster&gt;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="319"/>
        <source>put every machine&apos;s cluster interface in one subnet, on one switch</source>
        <translation>placez l’interface de cluster de chaque machine dans un même sous-réseau, sur un même switch</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="321"/>
        <source>take %1 out of %2&apos;s subnet, or check the routes on %3 (ip route get %4)</source>
        <translation>retirez %1 du sous-réseau de %2, ou vérifiez les routes sur %3 (ip route get %4)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="325"/>
        <source>give %1 a static IPv6 address, or use its IPv4 address for the cluster</source>
        <translation>donnez à %1 une adresse IPv6 statique, ou utilisez son adresse IPv4 pour le cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="326"/>
        <source>reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a static address</source>
        <translation>réservez %1 pour %2 (%3) sur votre routeur (une réservation DHCP), ou donnez à %2 une adresse statique</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="328"/>
        <source>MAC %1</source>
        <translation>MAC %1</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="330"/>
        <source>give each machine its own name: hostnamectl set-hostname &lt;name&gt;, and the same name in the other machines&apos; /etc/hosts or your DNS</source>
        <translation>donnez à chaque machine son propre nom&#xa0;: hostnamectl set-hostname &lt;name&gt;, et mettez le même nom dans le /etc/hosts des autres machines ou dans votre DNS</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="333"/>
        <source>give each machine its own address</source>
        <translation>donnez à chaque machine sa propre adresse</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="335"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3, or give %2 a DNS entry on your router</source>
        <translation>ajoutez &quot;%1 %2&quot; à /etc/hosts sur %3, ou donnez à %2 une entrée DNS sur votre routeur</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="338"/>
        <source>fix /etc/hosts on %1 or your DNS: &quot;%2 %3&quot;</source>
        <translation>corrigez /etc/hosts sur %1 ou votre DNS&#xa0;: &quot;%2 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="340"/>
        <source>in /etc/hosts on %1, replace the line with %2 and %3 by &quot;%4 %3&quot;</source>
        <translation>dans /etc/hosts sur %1, remplacez la ligne contenant %2 et %3 par &quot;%4 %3&quot;</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="344"/>
        <source>add &quot;%1 %2&quot; to /etc/hosts on %3</source>
        <translation>ajoutez &quot;%1 %2&quot; à /etc/hosts sur %3</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="345"/>
        <source>make &quot;%1 %2&quot; the first line for %2 in /etc/hosts on %3, or pin the software to %4 (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</source>
        <translation>faites de &quot;%1 %2&quot; la première ligne pour %2 dans /etc/hosts sur %3, ou imposez %4 aux logiciels (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="353"/>
        <source>put both on one subnet, or give %1 a route to %2</source>
        <translation>mettez les deux dans un même sous-réseau, ou donnez à %1 une route vers %2</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="355"/>
        <source>connect %1 and %2 to one switch, in one subnet</source>
        <translation>reliez %1 et %2 à un même switch, dans un même sous-réseau</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="357"/>
        <source>set one MTU on both machines and on every switch port between them, for example %1 on both: &apos;sudo ip link set %2 mtu %1&apos; on %3, &apos;sudo ip link set %4 mtu %1&apos; on %5</source>
        <translation>réglez la même MTU sur les deux machines et sur chaque port de switch entre elles, par exemple %1 sur les deux&#xa0;: &apos;sudo ip link set %2 mtu %1&apos; sur %3, &apos;sudo ip link set %4 mtu %1&apos; sur %5</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="363"/>
        <source>bind it to the cluster address</source>
        <translation>liez-le à l’adresse de cluster</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="364"/>
        <source>bind it to the cluster address %1 (%2), or allow port %3 only from %4 in the firewall</source>
        <translation>liez-le à l’adresse de cluster %1 (%2), ou n’autorisez le port %3 que depuis %4 dans le pare-feu</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="365"/>
        <source>its host option</source>
        <translation>son option d’hôte</translation>
    </message>
    <message>
        <location filename="../presentation/SetupText.cpp" line="371"/>
        <source>if the reach test shows drops, %1</source>
        <translation>si le test d’accessibilité montre des paquets bloqués, %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DeployPage</name>
    <message>
        <location filename="../ui/DeployPage.cpp" line="43"/>
        <source>Put the agent on your machines</source>
        <translation>Installer l’agent sur vos machines</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="53"/>
        <source>&amp;Deploy</source>
        <translation>&amp;Déployer</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="55"/>
        <source>Copy the agent to every machine and check that it starts; machines that have it already are only checked</source>
        <translation>Copier l’agent sur chaque machine et vérifier qu’il démarre&#xa0;; les machines qui l’ont déjà sont seulement vérifiées</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="57"/>
        <source>&amp;Retry failed</source>
        <translation>&amp;Réessayer les échecs</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="59"/>
        <source>Deploy again to the machines where it failed or was cancelled</source>
        <translation>Déployer à nouveau sur les machines où le déploiement a échoué ou a été annulé</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="63"/>
        <source>Delete everything ShardScope put on the machines</source>
        <translation>Supprimer tout ce que ShardScope a installé sur les machines</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="65"/>
        <source>&amp;Cancel</source>
        <translation>Annu&amp;ler</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="78"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="90"/>
        <source>M&amp;achines:</source>
        <translation>M&amp;achines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="44"/>
        <source>ShardScope copies its small agent program to each machine, into a folder of its own in the login user&apos;s home (~/.cache/shardscope). It needs no administrator rights and installs nothing else; &quot;Remove from machines&quot; deletes the folder again.</source>
        <translation>ShardScope copie son petit programme agent sur chaque machine, dans un dossier qui lui est propre, dans le répertoire personnel de l’utilisateur de connexion (~/.cache/shardscope). Cela ne nécessite aucun droit d’administrateur et rien d’autre n’est installé&#xa0;; «&#xa0;Retirer des machines&#xa0;» supprime ce dossier.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="52"/>
        <source>Machines done</source>
        <translation>Machines terminées</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="61"/>
        <source>Re&amp;move from machines…</source>
        <translation>Retirer des machi&amp;nes…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="167"/>
        <source>Remove ShardScope from the machines?</source>
        <translation>Retirer ShardScope des machines&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="168"/>
        <source>This deletes the folder %1 on each of these machines: %2.</source>
        <translation>Cela supprime le dossier %1 sur chacune de ces machines&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="174"/>
        <source>The folder holds only what ShardScope put there: its agent. Nothing else on the machines is touched, and your list of machines and their inventories stay. Deploy puts the agent back at any time.</source>
        <translation>Le dossier contient uniquement ce que ShardScope y a mis&#xa0;: son agent. Rien d’autre n’est modifié sur les machines, et votre liste de machines ainsi que leurs inventaires sont conservés. «&#xa0;Déployer&#xa0;» remet l’agent en place à tout moment.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="177"/>
        <source>&amp;Delete the folder</source>
        <translation>&amp;Supprimer le dossier</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="272"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="298"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="315"/>
        <source>There are no other machines yet. Go back and add them with Add… or Import from SSH config…; this computer needs no deployment.</source>
        <translation>Il n’y a pas encore d’autres machines. Revenez en arrière et ajoutez-les avec «&#xa0;Ajouter…&#xa0;» ou «&#xa0;Importer depuis la config SSH…&#xa0;»&#xa0;; cet ordinateur n’a pas besoin de déploiement.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="318"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="321"/>
        <source>Removing ShardScope from %1 machines…</source>
        <translation>Retrait de ShardScope de %1 machines…</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="322"/>
        <source>Deploying to %1 machines… The others go on when one fails.</source>
        <translation>Déploiement sur %1 machines… Si l’une échoue, les autres continuent.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="326"/>
        <source>The agent is ready on %1 of %2 machines.</source>
        <translation>L’agent est prêt sur %1 des %2 machines.</translation>
    </message>
    <message>
        <location filename="../ui/DeployPage.cpp" line="328"/>
        <source>Fix what the messages below say, then click Retry failed.</source>
        <translation>Corrigez ce que signalent les messages ci-dessous, puis cliquez sur «&#xa0;Réessayer les échecs&#xa0;».</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DialogNodeInteraction</name>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="30"/>
        <source>Unknown host key</source>
        <translation>Clé d’hôte inconnue</translation>
    </message>
    <message>
        <location filename="../ui/DialogNodeInteraction.cpp" line="38"/>
        <source>&amp;Trust and connect</source>
        <translation>&amp;Faire confiance et se connecter</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ExportPage</name>
    <message>
        <location filename="../ui/ExportPage.cpp" line="36"/>
        <source>PDF report</source>
        <translation>le rapport PDF</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="38"/>
        <source>raw samples (CSV)</source>
        <translation>les échantillons bruts (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="40"/>
        <source>summary (CSV)</source>
        <translation>le résumé (CSV)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="42"/>
        <source>whole report (JSON)</source>
        <translation>le rapport complet (JSON)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="53"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="58"/>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="87"/>
        <source>Keep the results</source>
        <translation>Conserver les résultats</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="89"/>
        <source>Save the run shown on the Results page as a PDF report to read or share, or its numbers as CSV and JSON files for a spreadsheet or a script. Every run also stays in the history.</source>
        <translation>Enregistrez l’exécution affichée sur la page des résultats sous forme de rapport PDF à lire ou à partager, ou ses chiffres sous forme de fichiers CSV et JSON pour un tableur ou un script. Chaque exécution reste aussi dans l’historique.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="99"/>
        <source>Save &amp;PDF report…</source>
        <translation>Enregistrer le &amp;rapport PDF…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="100"/>
        <source>Save raw &amp;samples (CSV)…</source>
        <translation>Enregistrer les é&amp;chantillons bruts (CSV)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="103"/>
        <source>Save s&amp;ummary (CSV)…</source>
        <translation>Enregistrer le rés&amp;umé (CSV)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="104"/>
        <source>Save whole report (&amp;JSON)…</source>
        <translation>Enregistrer le rapport complet (&amp;JSON)…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="106"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="117"/>
        <source>The verdict, the charts, the link matrix, the percentile tables, the configuration and the design-rule checklist, ready to print.</source>
        <translation>Le verdict, les graphiques, la matrice des liaisons, les tableaux de centiles, la configuration et la liste de contrôle des règles de conception, prêts à imprimer.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="121"/>
        <source>One row per layout and concurrency with its percentiles (time to first token, time between tokens, whole request) and tokens per second.</source>
        <translation>Une ligne par mode et par nombre de requêtes simultanées, avec ses centiles (temps jusqu’au premier token, temps entre les tokens, requête entière) et les tokens par seconde.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="126"/>
        <source>Every measured step of every machine: wall time, communication time and bytes sent, so any figure can be recomputed.</source>
        <translation>Chaque étape mesurée de chaque machine&#xa0;: temps réel écoulé, temps de communication et octets envoyés, pour pouvoir recalculer n’importe quelle valeur.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="131"/>
        <source>Everything above in one file for scripts: configuration, results, link model, verdict, what-if and checklist.</source>
        <translation>Tout ce qui précède dans un seul fichier pour les scripts&#xa0;: configuration, résultats, modèle de la liaison, verdict, simulation et liste de contrôle.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="135"/>
        <source>Every stored run: compare two, mark a baseline, delete old ones, or run one again with the same settings.</source>
        <translation>Toutes les exécutions enregistrées&#xa0;: en comparer deux, définir une référence, supprimer les anciennes ou en relancer une avec les mêmes réglages.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="218"/>
        <source>Serving run %1: %2 at %3, started %4.</source>
        <translation>Exécution de service %1&#xa0;: %2 sur %3, lancée le %4.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="221"/>
        <source>a model not named</source>
        <translation>un modèle sans nom</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="230"/>
        <source>Run %1: %2 on %3, started %4.</source>
        <translation>Exécution %1&#xa0;: %2 sur %3, lancée le %4.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="238"/>
        <source>No benchmark has run yet: there is nothing to save. Run one on the Inference page, or open an older run from the history.</source>
        <translation>Aucun benchmark n’a encore été exécuté&#xa0;: il n’y a rien à enregistrer. Lancez-en un sur la page d’inférence, ou ouvrez une exécution plus ancienne depuis l’historique.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="241"/>
        <source>Run %1 cannot be read: %2.</source>
        <translation>L’exécution %1 est illisible&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="268"/>
        <source>Save the %1</source>
        <translation>Enregistrer %1</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="281"/>
        <source>There is no run to save: %1.</source>
        <translation>Il n’y a aucune exécution à enregistrer&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="331"/>
        <source>Saved the %1 as %2.</source>
        <translation>Vous avez enregistré %1 sous %2.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="347"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="349"/>
        <source>%1 could not be saved: the folder %2 does not exist. Choose an existing folder, or create it first.</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: le dossier %2 n’existe pas. Choisissez un dossier existant, ou créez-le d’abord.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="355"/>
        <source>%1 could not be saved: you may not write to the folder %2. Choose a folder of your own, such as your Documents folder.</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: vous n’avez pas le droit d’écrire dans le dossier %2. Choisissez un dossier qui vous appartient, comme votre dossier Documents.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="363"/>
        <source>%1 could not be saved: the disk that holds %2 is full. Free some space, or choose a folder on another disk.</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: le disque qui contient %2 est plein. Libérez de l’espace, ou choisissez un dossier sur un autre disque.</translation>
    </message>
    <message>
        <location filename="../ui/ExportPage.cpp" line="369"/>
        <source>%1 could not be saved: a folder has that name. Choose another file name.</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: un dossier porte ce nom. Choisissez un autre nom de fichier.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::GoalPage</name>
    <message>
        <location filename="../ui/GoalPage.cpp" line="36"/>
        <source>Tiny test model (runs in seconds)</source>
        <translation>Petit modèle de test (s’exécute en quelques secondes)</translation>
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
        <translation>%1 milliards de paramètres</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="55"/>
        <source>%1 million parameters</source>
        <translation>%1 millions de paramètres</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="90"/>
        <source>What do you want to run?</source>
        <translation>Que voulez-vous exécuter&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="91"/>
        <source>Choose the model and how you will use it. ShardScope then measures exactly this: on one machine, and split across your machines.</source>
        <translation>Choisissez le modèle et la façon dont vous allez l’utiliser. ShardScope mesure ensuite exactement cela&#xa0;: sur une seule machine, puis réparti sur vos machines.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="102"/>
        <source>Custom shape…</source>
        <translation>Forme personnalisée…</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="103"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="107"/>
        <source>Custom shape</source>
        <translation>Forme personnalisée</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>&amp;Layers:</source>
        <translation>&amp;Couches&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="123"/>
        <source>Transformer blocks, one after another</source>
        <translation>Blocs transformer, les uns après les autres</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>&amp;Hidden size:</source>
        <translation>Dimension cac&amp;hée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="124"/>
        <source>Width of the model: numbers per token between the layers</source>
        <translation>Largeur du modèle&#xa0;: nombre de valeurs par token entre les couches</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="125"/>
        <source>&amp;Query heads:</source>
        <translation>Têtes de re&amp;quête&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="126"/>
        <source>Attention heads; tensor parallel splits them over the machines</source>
        <translation>Têtes d’attention&#xa0;; le parallélisme de tenseurs les répartit sur les machines</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="127"/>
        <source>&amp;KV heads:</source>
        <translation>Têtes &amp;KV&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="128"/>
        <source>Key/value heads (grouped-query attention); they divide the query heads</source>
        <translation>Têtes clé/valeur (grouped-query attention)&#xa0;; leur nombre divise celui des têtes de requête</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Head dime&amp;nsion:</source>
        <translation>Dime&amp;nsion de tête&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="129"/>
        <source>Numbers per attention head</source>
        <translation>Nombre de valeurs par tête d’attention</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>&amp;Intermediate size:</source>
        <translation>Taille &amp;intermédiaire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="130"/>
        <source>Width of the feed-forward part of each layer</source>
        <translation>Largeur de la partie feed-forward de chaque couche</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vocabulaire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="131"/>
        <source>Tokens the model knows</source>
        <translation>Tokens que le modèle connaît</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="135"/>
        <source>bf16: 2 bytes per weight (the usual choice)</source>
        <translation>bf16&#xa0;: 2 octets par poids (le choix habituel)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="136"/>
        <source>f16: 2 bytes per weight (GPU only)</source>
        <translation>f16&#xa0;: 2 octets par poids (GPU uniquement)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="137"/>
        <source>f32: 4 bytes per weight (twice the memory)</source>
        <translation>f32&#xa0;: 4 octets par poids (deux fois plus de mémoire)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="138"/>
        <source>q8_0: about 1 byte per weight, as llama.cpp&apos;s Q8_0 files (CPU only for now)</source>
        <translation>q8_0&#xa0;: environ 1 octet par poids, comme les fichiers Q8_0 de llama.cpp (CPU seulement pour l’instant)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="141"/>
        <source>q4_0: about half a byte per weight, as llama.cpp&apos;s Q4_0 files (CPU only for now)</source>
        <translation>q4_0&#xa0;: environ un demi-octet par poids, comme les fichiers Q4_0 de llama.cpp (CPU seulement pour l’instant)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="143"/>
        <source>&amp;Data type:</source>
        <translation>Type de &amp;données&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="146"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="154"/>
        <source>How will you use it?</source>
        <translation>Comment allez-vous l’utiliser&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="162"/>
        <source>One &amp;person chatting</source>
        <translation>&amp;Une personne qui discute</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="163"/>
        <source>Latency matters: the answer should start quickly and flow smoothly.</source>
        <translation>La latence compte&#xa0;: la réponse doit commencer vite et s’afficher de façon fluide.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="164"/>
        <source>Many &amp;requests at once</source>
        <translation>Beaucoup de &amp;requêtes à la fois</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="165"/>
        <source>Throughput matters: as many tokens per second as possible over all requests together.</source>
        <translation>Le débit compte&#xa0;: autant de tokens par seconde que possible sur l’ensemble des requêtes.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="166"/>
        <source>B&amp;oth</source>
        <translation>L&amp;es deux</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="167"/>
        <source>The most tokens per second that still keeps each answer quick.</source>
        <translation>Le plus de tokens par seconde possible, tout en gardant chaque réponse rapide.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="182"/>
        <source>Targets (optional)</source>
        <translation>Objectifs (facultatifs)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="183"/>
        <source>Time to fir&amp;st token at most:</source>
        <translation>Temps &amp;jusqu’au premier token au plus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="190"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="192"/>
        <source>Time per output &amp;token at most:</source>
        <translation>Temps par token &amp;généré au plus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="198"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="201"/>
        <source>Time to first token: how long you wait until the answer starts. Time per output token: how fast it then flows; 100 ms is 10 tokens a second, faster than most people read. The verdict says whether each setup meets them.</source>
        <translation>Temps jusqu’au premier token&#xa0;: combien de temps vous attendez avant que la réponse commence. Temps par token généré&#xa0;: à quelle vitesse elle s’affiche ensuite&#xa0;; 100 ms correspondent à 10 tokens par seconde, plus vite que la plupart des gens ne lisent. Le verdict indique si chaque configuration respecte ces objectifs.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="217"/>
        <source>NVIDIA GPUs (CUDA)</source>
        <translation>GPU NVIDIA (CUDA)</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="218"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="219"/>
        <source>&amp;Compute with:</source>
        <translation>Calcu&amp;ler avec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Memory for the model</source>
        <translation>Mémoire pour le modèle</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="230"/>
        <source>Holds it alone</source>
        <translation>Suffit seule</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="231"/>
        <source>Memory of each machine</source>
        <translation>Mémoire de chaque machine</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="243"/>
        <source>Where it runs and whether it fits</source>
        <translation>Où il s’exécute et s’il tient en mémoire</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="255"/>
        <source>What the network will carry</source>
        <translation>Ce que le réseau devra transporter</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="425"/>
        <source>This shape cannot be built: %1.</source>
        <translation>Cette forme ne peut pas être construite&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="428"/>
        <source>%1, %2 layers. ShardScope runs a model of this shape with random weights: the arithmetic and the network traffic are those of the real model, and nothing is downloaded.</source>
        <translation>%1, %2 couches. ShardScope exécute un modèle de cette forme avec des poids aléatoires&#xa0;: les calculs et le trafic réseau sont ceux du vrai modèle, et rien n’est téléchargé.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="439"/>
        <source>The custom shape cannot be built: %1. Change its numbers or choose a preset.</source>
        <translation>La forme personnalisée ne peut pas être construite&#xa0;: %1. Modifiez ses valeurs ou choisissez un modèle prédéfini.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="443"/>
        <source>The CPU computes in bf16, f32, q8_0 or q4_0, not f16: choose one of those, or compute with NVIDIA GPUs.</source>
        <translation>Le CPU calcule en bf16, f32, q8_0 ou q4_0, pas en f16&#xa0;: choisissez l’un d’eux, ou calculez avec des GPU NVIDIA.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="448"/>
        <source>ShardScope&apos;s GPU engine computes in bf16, f16 or f32; q8_0 and q4_0 run on CPUs for now.</source>
        <translation>Le moteur GPU de ShardScope calcule en bf16, f16 ou f32&#xa0;; q8_0 et q4_0 tournent pour l’instant sur CPU seulement.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="452"/>
        <source>The model cannot be stored this way: %1.</source>
        <translation>Le modèle ne peut pas être stocké ainsi&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="487"/>
        <source>With CUDA the model lives in GPU memory: what counts is the memory of all NVIDIA GPUs of a machine together.</source>
        <translation>Avec CUDA, le modèle réside dans la mémoire GPU&#xa0;: ce qui compte, c’est la mémoire de tous les GPU NVIDIA d’une machine réunis.</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="489"/>
        <source>With the CPU the model lives in main memory (RAM): what counts here is each machine&apos;s RAM, not its GPU memory.</source>
        <translation>Avec le CPU, le modèle réside dans la mémoire vive (RAM)&#xa0;: ce qui compte ici, c’est la RAM de chaque machine, pas sa mémoire GPU.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="493"/>
        <source>The model needs about %1: %2 for the weights, %3 for the KV cache and %5 of working space. The KV cache is sized for the plan&apos;s highest concurrency, %n request(s) at once of %4 tokens each (prompt and answer); the Inference page sets the concurrencies.</source>
        <translation>
            <numerusform>Le modèle nécessite environ %1&#xa0;: %2 pour les poids, %3 pour le KV cache et %5 d’espace de travail. Le KV cache est dimensionné pour le plus grand nombre de requêtes simultanées du plan, soit %n requête à la fois de %4 tokens (prompt et réponse)&#xa0;; la page d’inférence définit les nombres de requêtes simultanées.</numerusform>
            <numerusform>Le modèle nécessite environ %1&#xa0;: %2 pour les poids, %3 pour le KV cache et %5 d’espace de travail. Le KV cache est dimensionné pour le plus grand nombre de requêtes simultanées du plan, soit %n requêtes à la fois de %4 tokens chacune (prompt et réponse)&#xa0;; la page d’inférence définit les nombres de requêtes simultanées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="508"/>
        <source>unknown: inventory it on the Machines page</source>
        <translation>inconnue&#xa0;: faites-en l’inventaire à la page «&#xa0;Vos machines&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/GoalPage.cpp" line="510"/>
        <source>%1 on %n GPU(s)</source>
        <translation>
            <numerusform>%1 sur %n GPU</numerusform>
            <numerusform>%1 sur %n GPU</numerusform>
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
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../ui/GoalPage.cpp" line="515"/>
        <source>no</source>
        <translation>non</translation>
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
        <translation>Test des liaisons</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="91"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="118"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="119"/>
        <source>Number format</source>
        <translation>Format des nombres</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="120"/>
        <source>Runs on (CPU or GPU)</source>
        <translation>S’exécute sur (CPU ou GPU)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="121"/>
        <source>Prompt length (tokens)</source>
        <translation>Longueur du prompt (tokens)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="122"/>
        <source>Answer length (tokens)</source>
        <translation>Longueur de la réponse (tokens)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="123"/>
        <source>Warm-up steps</source>
        <translation>Étapes de préchauffage</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="125"/>
        <source>Random seed</source>
        <translation>Graine aléatoire</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="126"/>
        <source>CPU threads per machine</source>
        <translation>Threads CPU par machine</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="127"/>
        <source>Layouts</source>
        <translation>Modes</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="128"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="129"/>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="130"/>
        <source>Target time to first token (ms)</source>
        <translation>Objectif de temps jusqu’au premier token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="131"/>
        <source>Target time per token (ms)</source>
        <translation>Objectif de temps par token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="132"/>
        <source>ShardScope version</source>
        <translation>Version de ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="133"/>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="134"/>
        <source>Sets of machines</source>
        <translation>Groupes de machines</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="135"/>
        <source>Milliseconds per phase</source>
        <translation>Millisecondes par phase</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="136"/>
        <source>Parallel streams</source>
        <translation>Flux parallèles</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="137"/>
        <source>Latency probes</source>
        <translation>Sondes de latence</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="115"/>
        <source>Address of %1</source>
        <translation>Adresse de %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="62"/>
        <location filename="../ui/HistoryDialog.cpp" line="710"/>
        <source>Your server</source>
        <translation>Votre serveur</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="64"/>
        <source>Setup check</source>
        <translation>Contrôle de la configuration</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="124"/>
        <source>Timed prefills (time to first token)</source>
        <translation>Prefills chronométrés (temps jusqu’au premier token)</translation>
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
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="186"/>
        <source>A run that is still running cannot be deleted: finish or cancel it first.</source>
        <translation>Une exécution encore en cours ne peut pas être supprimée&#xa0;: laissez-la se terminer ou annulez-la d’abord.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="191"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="209"/>
        <source>History of runs</source>
        <translation>Historique des exécutions</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="215"/>
        <source>&amp;Machines:</source>
        <translation>Mac&amp;hines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="223"/>
        <source>Any</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="229"/>
        <source>&amp;From:</source>
        <translation>&amp;Du&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="231"/>
        <source>&amp;To:</source>
        <translation>&amp;Au&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="245"/>
        <source>Stored runs</source>
        <translation>Exécutions enregistrées</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="443"/>
        <source>Baseline</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="247"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="264"/>
        <source>Comparison of two runs</source>
        <translation>Comparaison de deux exécutions</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="300"/>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Mark as &amp;baseline</source>
        <translation>Définir comme &amp;référence</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="302"/>
        <source>The baseline is the run others are compared with: select one other run to see what changed since.</source>
        <translation>La référence est l’exécution à laquelle les autres sont comparées&#xa0;: sélectionnez une autre exécution pour voir ce qui a changé depuis.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="305"/>
        <source>&amp;Re-run with the same configuration</source>
        <translation>Re&amp;lancer avec la même configuration</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="308"/>
        <source>Opens the Inference page with this benchmark&apos;s model, layouts and machines</source>
        <translation>Ouvre la page d’inférence avec le modèle, les modes et les machines de ce benchmark</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="309"/>
        <source>&amp;Show results</source>
        <translation>Afficher les résul&amp;tats</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="312"/>
        <source>Shows this benchmark on the Results page, where it can also be exported</source>
        <translation>Affiche ce benchmark sur la page des résultats, d’où il peut aussi être exporté</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="313"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="366"/>
        <source>There is no database, so there is no history. %1</source>
        <translation>Il n’y a pas de base de données, donc pas d’historique. %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="389"/>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="419"/>
        <source>%1; %2; %3 at once</source>
        <translation>%1&#xa0;; %2&#xa0;; %3 à la fois</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="423"/>
        <source>%n machine(s), every pair</source>
        <translation>
            <numerusform>%n machine, chaque paire</numerusform>
            <numerusform>%n machines, chaque paire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="425"/>
        <source>%n machine(s): interfaces, names, reach, exposure</source>
        <translation>
            <numerusform>%n machine : interfaces, noms, joignabilité, exposition</numerusform>
            <numerusform>%n machines : interfaces, noms, joignabilité, exposition</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="431"/>
        <source>%1 at %2 (%3); %4; %5 at once</source>
        <translation>%1 sur %2 (%3)&#xa0;; %4&#xa0;; %5 à la fois</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="433"/>
        <source>server not recognised</source>
        <translation>serveur non reconnu</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="550"/>
        <source>Clear &amp;baseline</source>
        <translation>Retirer la &amp;référence</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="557"/>
        <source>Deletes the selected runs with all their measurements</source>
        <translation>Supprime les exécutions sélectionnées avec toutes leurs mesures</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="562"/>
        <source>No runs are stored yet: the link tests and benchmarks you run appear here.</source>
        <translation>Aucune exécution n’est encore enregistrée&#xa0;: les tests des liaisons et les benchmarks que vous lancez apparaissent ici.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="564"/>
        <source>Select a run to see its settings, or two runs to compare them. The baseline is compared with any run you select.</source>
        <translation>Sélectionnez une exécution pour voir ses réglages, ou deux exécutions pour les comparer. La référence est comparée à toute exécution que vous sélectionnez.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="581"/>
        <source>Run %1 (%2) compared with run %3 (%4).</source>
        <translation>Exécution %1 (%2) comparée à l’exécution %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="589"/>
        <source>%n runs selected. Select two to compare them.</source>
        <translation>
            <numerusform>%n exécution sélectionnée. Sélectionnez-en deux pour les comparer.</numerusform>
            <numerusform>%n exécutions sélectionnées. Sélectionnez-en deux pour les comparer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="595"/>
        <source>%1 %2, started %3: %4.</source>
        <translation>%1 %2, lancé le %3&#xa0;: %4.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="601"/>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="606"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="619"/>
        <source>Compared with the baseline, run %1 (%2).</source>
        <translation>Comparaison avec la référence, l’exécution %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="633"/>
        <source>Nothing of this check was stored: it was interrupted, or the database refused it.</source>
        <translation>Rien de ce contrôle n&apos;a été enregistré&#xa0;: il a été interrompu, ou la base de données l&apos;a refusé.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="636"/>
        <source>This check cannot be read: %1</source>
        <translation>Ce contrôle ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="639"/>
        <source>It found nothing to fix.</source>
        <translation>Il n&apos;a rien trouvé à corriger.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="643"/>
        <source>Not checked: %1.</source>
        <translation>Non contrôlées&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="658"/>
        <location filename="../ui/HistoryDialog.cpp" line="661"/>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="684"/>
        <location filename="../ui/HistoryDialog.cpp" line="723"/>
        <source>%1: tokens per second</source>
        <translation>%1&#xa0;: tokens par seconde</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="688"/>
        <location filename="../ui/HistoryDialog.cpp" line="727"/>
        <source>%1: time to first token (median)</source>
        <translation>%1&#xa0;: temps jusqu’au premier token (médiane)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="691"/>
        <location filename="../ui/HistoryDialog.cpp" line="730"/>
        <source>%1: time per token (median)</source>
        <translation>%1&#xa0;: temps par token (médiane)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="714"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="755"/>
        <source>%1: throughput, one stream</source>
        <translation>%1&#xa0;: débit, un flux</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="767"/>
        <source>%1: round trip (median)</source>
        <translation>%1&#xa0;: aller-retour (médiane)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source>Run %1</source>
        <translation>Exécution %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="774"/>
        <location filename="../ui/HistoryDialog.cpp" line="775"/>
        <source> (baseline)</source>
        <translation> (référence)</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="777"/>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="788"/>
        <source>Better than run %1</source>
        <translation>Mieux que l’exécution %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="789"/>
        <source>Worse than run %1</source>
        <translation>Moins bien que l’exécution %1</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="796"/>
        <source>Same settings, and nothing measured in both runs.</source>
        <translation>Mêmes réglages, et rien n’a été mesuré dans les deux exécutions.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="838"/>
        <source>Delete runs?</source>
        <translation>Supprimer des exécutions&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/HistoryDialog.cpp" line="839"/>
        <source>Delete %n run(s) with all their measurements?</source>
        <translation>
            <numerusform>Supprimer %n exécution avec toutes ses mesures&#xa0;?</numerusform>
            <numerusform>Supprimer %n exécutions avec toutes leurs mesures&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="844"/>
        <source>They are removed from the database for good; the PDF, CSV and JSON files you saved stay as they are.</source>
        <translation>Elles sont définitivement supprimées de la base de données&#xa0;; les fichiers PDF, CSV et JSON que vous avez enregistrés restent tels quels.</translation>
    </message>
    <message>
        <location filename="../ui/HistoryDialog.cpp" line="846"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::HostDetailWidget</name>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="75"/>
        <source>&amp;Overview</source>
        <translation>&amp;Vue d’ensemble</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="137"/>
        <source>Memory</source>
        <translation>Mémoire vive</translation>
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
        <translation>I&amp;nterfaces réseau</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="118"/>
        <source>Select a machine to see its details.</source>
        <translation>Sélectionnez une machine pour voir ses détails.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="123"/>
        <source>%1: not inventoried yet.</source>
        <translation>%1&#xa0;: pas encore d’inventaire.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="130"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="131"/>
        <source>Host name</source>
        <translation>Nom d’hôte</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="132"/>
        <source>Operating system</source>
        <translation>Système d’exploitation</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="133"/>
        <source>Kernel</source>
        <translation>Noyau</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="134"/>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="135"/>
        <source>C library</source>
        <translation>Bibliothèque C</translation>
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
        <translation>Logiciel d’inférence</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="140"/>
        <source>Inventory taken</source>
        <translation>Inventaire effectué le</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="141"/>
        <source>Agent version</source>
        <translation>Version de l’agent</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="152"/>
        <source>&amp;GPUs (%1)</source>
        <translation>&amp;GPU (%1)</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="155"/>
        <source>No inventory yet.</source>
        <translation>Pas encore d’inventaire.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="162"/>
        <source>Inference on this machine would run on the CPU.</source>
        <translation>Sur cette machine, l’inférence s’exécuterait sur le CPU.</translation>
    </message>
    <message>
        <location filename="../ui/HostDetailWidget.cpp" line="184"/>
        <source>N&amp;etwork interfaces (%1)</source>
        <translation>I&amp;nterfaces réseau (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::InferencePage</name>
    <message>
        <location filename="../ui/InferencePage.cpp" line="67"/>
        <source>connecting the machines</source>
        <translation>connexion des machines</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="69"/>
        <source>making the weights</source>
        <translation>création des poids</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="71"/>
        <source>measuring the memory bandwidth</source>
        <translation>mesure de la bande passante mémoire</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="73"/>
        <source>warming up</source>
        <translation>préchauffage</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="75"/>
        <source>reading the prompt</source>
        <translation>lecture du prompt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="77"/>
        <source>writing the answer</source>
        <translation>écriture de la réponse</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="85"/>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="120"/>
        <source>Run the model on your machines</source>
        <translation>Exécuter le modèle sur vos machines</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="121"/>
        <source>ShardScope runs the model from your goal with random weights and measures how long the first token takes, the time per token and the tokens per second: first on one machine alone (the baseline), then split across machines and as one copy per machine.</source>
        <translation>ShardScope exécute le modèle choisi dans votre objectif avec des poids aléatoires et mesure le temps jusqu’au premier token, le temps par token et les tokens par seconde&#xa0;: d’abord sur une seule machine (la référence), puis réparti sur plusieurs machines et avec une copie par machine.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="125"/>
        <source>&amp;Show results &gt;</source>
        <translation>&amp;Afficher les résultats &gt;</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <source>Cluster address</source>
        <translation>Adresse de cluster</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="134"/>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="136"/>
        <source>Machines to run on</source>
        <translation>Machines sur lesquelles exécuter</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="140"/>
        <source>&amp;Machines:</source>
        <translation>Mac&amp;hines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="176"/>
        <source>&amp;Tensor parallel</source>
        <translation>Parallélisme de &amp;tenseurs</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="179"/>
        <source>Every layer is split across the machines; they exchange data twice per layer for every token. Fast links needed.</source>
        <translation>Chaque couche est répartie sur les machines&#xa0;; elles échangent des données deux fois par couche pour chaque token. Des liaisons rapides sont nécessaires.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="181"/>
        <source>&amp;Pipeline parallel</source>
        <translation>Parallélisme de pip&amp;eline</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="184"/>
        <source>Each machine holds a block of layers and passes its result to the next one: little traffic, but the machines take turns.</source>
        <translation>Chaque machine contient un bloc de couches et transmet son résultat à la suivante&#xa0;: peu de trafic, mais les machines travaillent à tour de rôle.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="186"/>
        <source>One cop&amp;y per machine</source>
        <translation>Une c&amp;opie par machine</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="189"/>
        <source>Each machine runs the whole model on its share of the requests: no traffic between them, but each needs the memory for all of it.</source>
        <translation>Chaque machine exécute le modèle entier sur sa part des requêtes&#xa0;: aucun trafic entre elles, mais chacune a besoin de la mémoire pour le modèle entier.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="203"/>
        <source>How many requests the model serves at the same time, separated by commas: each number is one round of runs. 1 is one person chatting.</source>
        <translation>Combien de requêtes le modèle sert en même temps, séparées par des virgules&#xa0;: chaque nombre correspond à une série d’exécutions. 1 correspond à une personne qui discute.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="206"/>
        <source>Requests at &amp;once:</source>
        <translation>Requêtes &amp;simultanées&#xa0;:</translation>
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
        <translation>La longueur du prompt de chaque requête&#xa0;: il est lu d’un seul coup (préremplissage) avant l’arrivée du premier token.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="214"/>
        <source>Prompt &amp;length:</source>
        <translation>Longueur du p&amp;rompt&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="220"/>
        <source>The length of each answer: tokens written one at a time (decode).</source>
        <translation>La longueur de chaque réponse&#xa0;: des tokens écrits un par un (décodage).</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="222"/>
        <source>Answer le&amp;ngth:</source>
        <translation>Longueur de la répo&amp;nse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="228"/>
        <source>How many times each run reads the prompt, each time from scratch and timed apart, as requests that arrive one after another: the time to the first token is the median and the 99th percentile over these reads. More reads give steadier figures; each adds one prompt&apos;s reading to every run.</source>
        <translation>Combien de fois chaque exécution lit le prompt, chaque fois depuis le début et chronométrée à part, comme des requêtes qui arrivent l’une après l’autre&#xa0;: le temps jusqu’au premier token est la médiane et le 99e centile de ces lectures. Plus de lectures donnent des chiffres plus stables&#xa0;; chacune ajoute la lecture d’un prompt à chaque exécution.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="232"/>
        <source>Timed prompt rea&amp;ds:</source>
        <translation>Nom&amp;bre de lectures chronométrées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="250"/>
        <source>What to run</source>
        <translation>Ce qu’il faut exécuter</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="259"/>
        <source>&amp;Run benchmark</source>
        <translation>&amp;Lancer le benchmark</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="262"/>
        <source>&amp;Cancel</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="266"/>
        <source>Runs done</source>
        <translation>Exécutions terminées</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Layout</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="277"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>First token (median)</source>
        <translation>Premier token (médiane)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="278"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="279"/>
        <source>Runs of this benchmark</source>
        <translation>Exécutions de ce benchmark</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="291"/>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="317"/>
        <source>ShardScope&apos;s own model (&amp;generated weights, no server needed)</source>
        <translation>Le modèle &amp;intégré de ShardScope (poids générés, aucun serveur requis)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="319"/>
        <source>A server yo&amp;u run (llama-server, vLLM, Ollama…)</source>
        <translation>Un serveur que &amp;vous faites tourner (llama-server, vLLM, Ollama…)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="321"/>
        <source>llama.cpp t&amp;hat ShardScope starts</source>
        <translation>llama.cpp l&amp;ancé par ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="325"/>
        <source>What runs:</source>
        <translation>Ce qui tourne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="394"/>
        <source>Each run is stored as soon as it finishes.</source>
        <translation>Chaque exécution est enregistrée dès qu’elle se termine.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="395"/>
        <source>There is no database: the runs are not kept, and the Results page cannot show them.</source>
        <translation>Il n’y a pas de base de données&#xa0;: les exécutions ne sont pas conservées, et la page des résultats ne peut pas les afficher.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="546"/>
        <source>runs alone</source>
        <translation>s’exécute seule</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="547"/>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="550"/>
        <source>ShardScope does not know which address the other machines reach %1 at, so it cannot take part in a split. Choose its cluster interface on the Machines page with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope ne sait pas à quelle adresse les autres machines peuvent joindre %1&#xa0;: elle ne peut donc pas participer à une répartition. Choisissez son interface de cluster avec «&#xa0;Modifier…&#xa0;» à la page «&#xa0;Vos machines&#xa0;», ou donnez-lui une adresse IP numérique.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="559"/>
        <source>Runs through the local agent</source>
        <translation>Passe par l’agent local</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="563"/>
        <source>There are no other machines, so ShardScope runs the model on this computer alone: the baseline. A split needs at least two machines: add them on the Machines page.</source>
        <translation>Il n’y a pas d’autres machines&#xa0;: ShardScope exécute donc le modèle sur cet ordinateur seul, ce qui constitue la référence. Une répartition nécessite au moins deux machines&#xa0;: ajoutez-les à la page «&#xa0;Vos machines&#xa0;».</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="567"/>
        <source>%1 runs the single-machine baseline: the first checked machine. Uncheck machines to leave them out.</source>
        <translation>%1 exécute la référence sur une seule machine&#xa0;: c’est la première machine cochée. Décochez des machines pour les exclure.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="578"/>
        <source>None of the chosen sets of machines has two machines: splits and copies run over all checked machines.</source>
        <translation>Aucun des groupes de machines choisis ne comprend deux machines&#xa0;: les répartitions et les copies tournent sur toutes les machines cochées.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="580"/>
        <source>The chosen sets of machines need %1, which is not checked: splits and copies run over all checked machines instead. Check it to run them as chosen.</source>
        <translation>Les groupes de machines choisis nécessitent %1, qui n’est pas cochée&#xa0;: les répartitions et les copies tournent donc sur toutes les machines cochées. Cochez-la pour les exécuter comme vous les avez choisies.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="664"/>
        <source>%1 (all %n machines)</source>
        <translation>
            <numerusform>%1 (%n machine en tout)</numerusform>
            <numerusform>%1 (les %n machines)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="680"/>
        <source>Each checked set of machines runs every split and one copy per machine on its machines alone, e.g. to see whether a third machine helps. Space checks or unchecks the selected set.</source>
        <translation>Chaque groupe de machines coché exécute chaque répartition et une copie par machine sur ses seules machines, p. ex. pour voir si une troisième machine apporte un gain. La touche Espace coche ou décoche le groupe sélectionné.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="686"/>
        <source>With more than four machines only the first two, the first three, and so on up to all of them are offered: for another set of machines, uncheck the others, or uncheck a machine and check it again to move it to the end.</source>
        <translation>Au-delà de quatre machines, seuls sont proposés les groupes formés des deux premières, des trois premières, et ainsi de suite jusqu’à toutes&#xa0;: pour un autre groupe de machines, décochez les autres machines, ou décochez une machine puis cochez-la de nouveau pour la placer en dernier.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="722"/>
        <source>Tensor parallel</source>
        <translation>Le parallélisme de tenseurs</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="723"/>
        <source>Pipeline parallel</source>
        <translation>Le parallélisme de pipeline</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="724"/>
        <source>One copy per machine</source>
        <translation>Une copie par machine</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="738"/>
        <source>%1 needs the cluster address of every machine, and %2 has none: choose its cluster interface on the Machines page.</source>
        <translation>%1 nécessite l’adresse de cluster de chaque machine, et %2 n’en a aucune&#xa0;: choisissez son interface de cluster à la page «&#xa0;Vos machines&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="750"/>
        <source>%1 cannot divide this model over %n machine(s): %2.</source>
        <translation>
            <numerusform>%1 ne peut pas diviser ce modèle sur %n machine&#xa0;: %2.</numerusform>
            <numerusform>%1 ne peut pas diviser ce modèle sur %n machines&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="760"/>
        <source>A split and one copy per machine need at least two machines: with one, only the single-machine baseline runs.</source>
        <translation>Une répartition et une copie par machine nécessitent au moins deux machines&#xa0;: avec une seule, seule la référence sur une machine est exécutée.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="783"/>
        <source>At least one machine must run the model.</source>
        <translation>Au moins une machine doit exécuter le modèle.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="840"/>
        <source>At least one set of machines must run the splits and copies.</source>
        <translation>Au moins un groupe de machines doit exécuter les répartitions et les copies.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="871"/>
        <source>Requests at once: give numbers from 1 to %1, separated by commas, e.g. 1, 4.</source>
        <translation>Requêtes simultanées&#xa0;: indiquez des nombres de 1 à %1, séparés par des virgules, p. ex. 1, 4.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="878"/>
        <location filename="../ui/InferencePage.cpp" line="996"/>
        <source>This plan cannot run: %1</source>
        <translation>Ce plan ne peut pas être exécuté&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="899"/>
        <source>%n run(s), one after another: the model on %1 alone.</source>
        <translation>
            <numerusform>%n exécution, l’une après l’autre&#xa0;: le modèle sur %1 seul.</numerusform>
            <numerusform>%n exécutions, l’une après l’autre&#xa0;: le modèle sur %1 seul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="904"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2, each over %3.</source>
        <translation>
            <numerusform>%n exécution, l’une après l’autre&#xa0;: d’abord le modèle sur %1 seul (la référence), puis %2, chacun sur %3.</numerusform>
            <numerusform>%n exécutions, l’une après l’autre&#xa0;: d’abord le modèle sur %1 seul (la référence), puis %2, chacun sur %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="910"/>
        <source>%n run(s), one after another: the model on %1 alone (the baseline) first, then %2 over %3 machines.</source>
        <translation>
            <numerusform>%n exécution, l’une après l’autre&#xa0;: d’abord le modèle sur %1 seul (la référence), puis %2 sur %3 machines.</numerusform>
            <numerusform>%n exécutions, l’une après l’autre&#xa0;: d’abord le modèle sur %1 seul (la référence), puis %2 sur %3 machines.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="956"/>
        <source>%1 of %2 runs</source>
        <translation>%1 exécutions sur %2</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="958"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="963"/>
        <source>Starting the agents on %n machine(s)…</source>
        <translation>
            <numerusform>Démarrage des agents sur %n machine…</numerusform>
            <numerusform>Démarrage des agents sur %n machines…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="967"/>
        <source>Click Run benchmark to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>Cliquez sur «&#xa0;Lancer le benchmark&#xa0;» pour commencer. Vous pouvez annuler à tout moment&#xa0;; ce qui a été mesuré jusque-là est conservé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="977"/>
        <source>%1 over %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1 sur %2, %n requête à la fois</numerusform>
            <numerusform>%1 sur %2, %n requêtes à la fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="980"/>
        <source>%1 on %2, %n request(s) at once</source>
        <translation>
            <numerusform>%1 sur %2, %n requête à la fois</numerusform>
            <numerusform>%1 sur %2, %n requêtes à la fois</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1020"/>
        <source>Storing the run failed, so these runs are not kept: %1</source>
        <translation>L’enregistrement de l’exécution a échoué, ces exécutions ne sont donc pas conservées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1049"/>
        <source>Each run is stored as soon as it finishes (stored run %1).</source>
        <translation>Chaque exécution est enregistrée dès qu’elle se termine (exécution enregistrée %1).</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1062"/>
        <source>The benchmark could not start: another one is still running.</source>
        <translation>Le benchmark n’a pas pu démarrer&#xa0;: un autre est encore en cours.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1191"/>
        <source>Run %1 (%2) failed.</source>
        <translation>L’exécution %1 (%2) a échoué.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>No reason was given.</source>
        <translation>Aucune raison n’a été indiquée.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1192"/>
        <source>(Details: %1)</source>
        <translation>(Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1237"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Ses résultats sont enregistrés comme exécution %1, mais pas la façon dont elle s&apos;est terminée : l&apos;historique l&apos;affichera comme interrompue au prochain démarrage de ShardScope.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1009"/>
        <source>There is no database: these runs are not kept.</source>
        <translation>Il n’y a pas de base de données&#xa0;: ces exécutions ne sont pas conservées.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="144"/>
        <source>Sets of machines to split the model over and run copies on</source>
        <translation>Groupes de machines sur lesquels répartir le modèle et exécuter des copies</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="146"/>
        <source>Split and run copies on these s&amp;ets of machines:</source>
        <translation>Répartir le modèle et exécuter des copies sur ces &amp;groupes de machines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="745"/>
        <source>%1 cannot divide this model over %2: %3. Uncheck that set of machines to run it over the others.</source>
        <translation>%1 ne peut pas diviser ce modèle sur %2&#xa0;: %3. Décochez ce groupe de machines pour exécuter ce mode sur les autres groupes.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="916"/>
        <source>Requests at once: %1; prompts of %2 tokens, each read %n time(s) and timed apart; answers of %3 tokens.</source>
        <translation>
            <numerusform>Requêtes simultanées&#xa0;: %1&#xa0;; prompts de %2 tokens, chacun lu %n fois et chronométré&#xa0;; réponses de %3 tokens.</numerusform>
            <numerusform>Requêtes simultanées&#xa0;: %1&#xa0;; prompts de %2 tokens, chacun lu %n fois et chronométré à part&#xa0;; réponses de %3 tokens.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1063"/>
        <source>The benchmark could not start: %1</source>
        <translation>Le benchmark n’a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1099"/>
        <location filename="../ui/InferencePage.cpp" line="1186"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1113"/>
        <source>Running %1</source>
        <translation>En cours&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1115"/>
        <source>Run %1 of %2: %3.</source>
        <translation>Exécution %1 sur %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1145"/>
        <source>Run %1 of %2: %3: %4, %5 %.</source>
        <translation>Exécution %1 sur %2&#xa0;: %3&#xa0;: %4, %5&#xa0;%.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1152"/>
        <source>About %1 tokens/s so far.</source>
        <translation>Environ %1 tokens/s jusqu’ici.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1193"/>
        <source>Run %1 of %2 measured %3 tokens/s.</source>
        <translation>L’exécution %1 sur %2 a mesuré %3 tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1222"/>
        <source>Measured %1 of %2 runs.</source>
        <translation>%1 exécutions mesurées sur %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1224"/>
        <source>%n failed: the reasons are below.</source>
        <translation>
            <numerusform>%n en échec&#xa0;: les raisons figurent ci-dessous.</numerusform>
            <numerusform>%n en échec&#xa0;: les raisons figurent ci-dessous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/InferencePage.cpp" line="1226"/>
        <source>%n cancelled.</source>
        <translation>
            <numerusform>%n annulée.</numerusform>
            <numerusform>%n annulées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1228"/>
        <source>Click Show results to see what they mean.</source>
        <translation>Cliquez sur «&#xa0;Afficher les résultats&#xa0;» pour voir ce qu’elles signifient.</translation>
    </message>
    <message>
        <location filename="../ui/InferencePage.cpp" line="1235"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>Enregistrée comme exécution %1&#xa0;: elle reste dans l’historique, même après un redémarrage.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LaunchLinesView</name>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="17"/>
        <source>The lines that start the same servers without ShardScope</source>
        <translation>Les lignes qui lancent les mêmes serveurs sans ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/LaunchLinesView.cpp" line="23"/>
        <source>Co&amp;py the lines</source>
        <translation>&amp;Copier les lignes</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkDetailPanel</name>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>1 stream</source>
        <translation>1 flux</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="61"/>
        <source>%1 streams</source>
        <translation>%1 flux</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="79"/>
        <source>not reported</source>
        <translation>non signalé</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="83"/>
        <source>speed not reported</source>
        <translation>vitesse non signalée</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="85"/>
        <source>full duplex</source>
        <translation>full duplex</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="87"/>
        <source>half duplex</source>
        <translation>half duplex</translation>
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
        <translation>Débit au fil du temps</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="111"/>
        <source>Round-trip histogram</source>
        <translation>Histogramme des allers-retours</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="115"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="138"/>
        <source>Key figures</source>
        <translation>Indicateurs clés</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="116"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="137"/>
        <source>Round trips</source>
        <translation>Allers-retours</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="139"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="165"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="471"/>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="146"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="179"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Sélectionnez une cellule de la matrice pour voir ses détails.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="186"/>
        <source>%1 with itself: a machine is not measured against itself. Select a cell off the diagonal.</source>
        <translation>%1 avec elle-même&#xa0;: une machine n’est pas mesurée par rapport à elle-même. Sélectionnez une cellule hors de la diagonale.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="194"/>
        <source>%1 was not measured in this run.</source>
        <translation>Le sens %1 n’a pas été mesuré lors de cette exécution.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="203"/>
        <source>%1: waiting for its turn. Pairs are measured one at a time, so that no two tests share a link.</source>
        <translation>%1&#xa0;: en attente de son tour. Les paires sont mesurées une par une, pour que deux tests ne partagent jamais une liaison.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="273"/>
        <source>No throughput series in this report</source>
        <translation>Aucune série de débit dans ce rapport</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="277"/>
        <source>Seconds since the phase started</source>
        <translation>Secondes depuis le début de la phase</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="282"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="250"/>
        <source>%1, both ways</source>
        <translation>%1, dans les deux sens</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="293"/>
        <source>Every %1 ms at the receiver; dashed: both ways at once</source>
        <translation>Toutes les %1 ms côté récepteur&#xa0;; en pointillés&#xa0;: les deux sens à la fois</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="305"/>
        <source>No round trips were recorded</source>
        <translation>Aucun aller-retour n’a été enregistré</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="332"/>
        <source>Idle link (%1 probes)</source>
        <translation>Liaison au repos (%1 sondes)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="334"/>
        <source>While this way is busy (%1 probes)</source>
        <translation>Pendant que ce sens est chargé (%1 sondes)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="342"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="346"/>
        <source>Round trip in ms (bucket start)</source>
        <translation>Aller-retour en ms (début de l’intervalle)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="349"/>
        <source>% of probes</source>
        <translation>% des sondes</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="357"/>
        <source>Round trips of small UDP probes</source>
        <translation>Allers-retours des petites sondes UDP</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="375"/>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="378"/>
        <source>Round trip min / p50 / p90</source>
        <translation>Aller-retour min / p50 / p90</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="379"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="384"/>
        <source>Round trip p99 / max</source>
        <translation>Aller-retour p99 / max</translation>
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
        <translation>Gigue (RFC 3550)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="390"/>
        <source>Round-trip standard deviation</source>
        <translation>Écart type de l’aller-retour</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>Round trip</source>
        <translation>Aller-retour</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="392"/>
        <source>no probe came back</source>
        <translation>aucune sonde n’est revenue</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="394"/>
        <source>Loss</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="395"/>
        <source>%1 (%2 of %3 probes)</source>
        <translation>%1 (%2 sondes sur %3)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="400"/>
        <source>Reordered / duplicated probes</source>
        <translation>Sondes réordonnées / dupliquées</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="404"/>
        <source>Round trip p50 while this way is busy</source>
        <translation>Aller-retour p50 pendant que ce sens est chargé</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="406"/>
        <source>UDP probes sent while one TCP stream fills this direction: a large rise means queues on the path (bufferbloat).</source>
        <translation>Sondes UDP envoyées pendant qu’un flux TCP sature ce sens&#xa0;: une forte hausse indique des files d’attente sur le chemin (bufferbloat).</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="409"/>
        <source>TCP request/response p50</source>
        <translation>Requête/réponse TCP p50</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="411"/>
        <source>Small messages back and forth on one TCP connection, like a pipeline stage handing on one token&apos;s activations.</source>
        <translation>Petits messages aller-retour sur une seule connexion TCP, comme un étage de pipeline qui transmet les activations d’un token.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="418"/>
        <source>Throughput, 1 stream</source>
        <translation>Débit, 1 flux</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="425"/>
        <source>Throughput, %1, both ways at once</source>
        <translation>Débit, %1, dans les deux sens à la fois</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="430"/>
        <source>TCP retransmits (1 stream / %1)</source>
        <translation>Retransmissions TCP (1 flux / %1)</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="432"/>
        <source>Segments the sender had to send again: a few are normal, many mean loss on the way.</source>
        <translation>Segments que l’émetteur a dû renvoyer&#xa0;: quelques-uns sont normaux, beaucoup indiquent des pertes sur le trajet.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <location filename="../ui/LinkDetailPanel.cpp" line="437"/>
        <source>Path MTU</source>
        <translation>MTU du chemin</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="434"/>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="435"/>
        <source>The largest packet that went there and back without being split.</source>
        <translation>Le plus grand paquet qui a fait l’aller-retour sans être fragmenté.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="438"/>
        <source>Client interface</source>
        <translation>Interface du client</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="439"/>
        <source>Server interface</source>
        <translation>Interface du serveur</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="442"/>
        <source>%1 % on one stream</source>
        <translation>%1&#xa0;% sur un flux</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="446"/>
        <source>%1 % on %2</source>
        <translation>%1&#xa0;% sur %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="449"/>
        <source>Share of the negotiated %1</source>
        <translation>Part des %1 négociés</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="450"/>
        <source>TCP payload compared with the speed the network cards negotiated; headers take a few percent, so about 94 % is a full gigabit link.</source>
        <translation>Charge utile TCP comparée à la vitesse négociée par les cartes réseau&#xa0;; les en-têtes prennent quelques pour cent, donc environ 94&#xa0;% correspond à une liaison gigabit saturée.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>Share of the negotiated speed</source>
        <translation>Part de la vitesse négociée</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="453"/>
        <source>unknown: the interfaces did not report a speed</source>
        <translation>inconnue&#xa0;: les interfaces n’ont signalé aucune vitesse</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="470"/>
        <source>No warnings for this direction: nothing in this test crossed a warning threshold.</source>
        <translation>Aucun avertissement pour ce sens&#xa0;: rien dans ce test n’a franchi un seuil d’alerte.</translation>
    </message>
    <message>
        <location filename="../ui/LinkDetailPanel.cpp" line="474"/>
        <source>Warnings (%1)</source>
        <translation>Avertissements (%1)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LinkHeatMap</name>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="83"/>
        <source>Link matrix</source>
        <translation>Matrice des liaisons</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMap.cpp" line="85"/>
        <source>Rows: the machine that sends. Columns: the machine that receives. Use the arrow keys to move between cells; the details of the selected cell are shown next to the table.</source>
        <translation>Lignes&#xa0;: la machine qui envoie. Colonnes&#xa0;: la machine qui reçoit. Utilisez les touches fléchées pour passer d’une cellule à l’autre&#xa0;; les détails de la cellule sélectionnée s’affichent à côté du tableau.</translation>
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
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="139"/>
        <source>measuring %1 %</source>
        <translation>mesure %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="147"/>
        <source>no figure</source>
        <translation>aucune valeur</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="149"/>
        <source>same host</source>
        <translation>même hôte</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="151"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="153"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="167"/>
        <source>%1 with itself: nothing to measure</source>
        <translation>%1 avec elle-même&#xa0;: rien à mesurer</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="169"/>
        <source>%1: not measured in this run</source>
        <translation>%1&#xa0;: non mesuré lors de cette exécution</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="171"/>
        <source>%1: waiting for its turn</source>
        <translation>%1&#xa0;: en attente de son tour</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="173"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="175"/>
        <source>%1: %2 %3</source>
        <translation>%1&#xa0;: %2 %3</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="177"/>
        <source>%1: %2 was not measured</source>
        <translation>%1&#xa0;: %2 – pas de mesure</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="179"/>
        <source>%1: same host, the traffic never left the machine; not a network figure</source>
        <translation>%1&#xa0;: même hôte, le trafic n’a jamais quitté la machine&#xa0;; ce n’est pas une valeur réseau</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="181"/>
        <source>%1: the test failed; select it for the reason</source>
        <translation>%1&#xa0;: le test a échoué&#xa0;; sélectionnez la cellule pour en voir la raison</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="183"/>
        <source>%1: cancelled before it finished</source>
        <translation>%1&#xa0;: annulé avant la fin</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>to %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="255"/>
        <source>from %1</source>
        <translation>depuis %1</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="258"/>
        <source>Column: %1 receives</source>
        <translation>Colonne&#xa0;: %1 reçoit</translation>
    </message>
    <message>
        <location filename="../ui/LinkHeatMapModel.cpp" line="259"/>
        <source>Row: %1 sends</source>
        <translation>Ligne&#xa0;: %1 envoie</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LlamaCppPanel</name>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="36"/>
        <source>Q4_0 (4 bits a weight: the smallest, the fastest)</source>
        <translation>Q4_0 (4 bits par poids&#xa0;: le plus petit, le plus rapide)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="38"/>
        <source>Q8_0 (8 bits a weight)</source>
        <translation>Q8_0 (8 bits par poids)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="40"/>
        <source>F16 (16 bits a weight: the largest)</source>
        <translation>F16 (16 bits par poids&#xa0;: le plus gros)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="50"/>
        <source>A GGUF f&amp;ile on the machines:</source>
        <translation>Un &amp;fichier GGUF sur les machines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="56"/>
        <source>The model file&apos;s absolute path on the machines: on the first machine, and on every machine for one copy per machine (the same path on each). A split over RPC sends the layers to the other machines itself.</source>
        <translation>Le chemin absolu du fichier du modèle sur les machines&#xa0;: sur la première machine et, pour une copie par machine, sur chaque machine (le même chemin partout). Une répartition via RPC envoie elle-même les couches aux autres machines.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="59"/>
        <source>A pr&amp;eset ShardScope writes:</source>
        <translation>Un modèle p&amp;rédéfini créé par ShardScope&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="62"/>
        <source>A model of that shape with random weights, written by the agent in its own folder on the machines (removed with the agent). It answers nonsense, but as fast as the real model of that size would.</source>
        <translation>Un modèle de cette forme avec des poids aléatoires, écrit par l’agent dans son propre dossier sur les machines (supprimé avec l’agent). Il répond n’importe quoi, mais aussi vite que le vrai modèle de cette taille.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="67"/>
        <source>Preset model</source>
        <translation>Modèle prédéfini</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="78"/>
        <source>&amp;Quantization:</source>
        <translation>&amp;Quantification&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="86"/>
        <source>empty: where the machines&apos; inventory found llama-server</source>
        <translation>vide&#xa0;: là où l’inventaire des machines a trouvé llama-server</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="88"/>
        <source>The folder that holds llama-server and rpc-server (llama.cpp&apos;s build/bin), the same path on every machine. A split over RPC needs a build with RPC (cmake -DGGML_RPC=ON) and the same build on every machine.</source>
        <translation>Le dossier qui contient llama-server et rpc-server (build/bin de llama.cpp), au même chemin sur chaque machine. Une répartition via RPC nécessite une compilation avec RPC (cmake -DGGML_RPC=ON) et la même compilation sur chaque machine.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="91"/>
        <source>llama.cpp fol&amp;der:</source>
        <translation>&amp;Dossier llama.cpp&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="101"/>
        <source>Note: llama.cpp&apos;s rpc-server has no authentication: whoever reaches its port can use it. ShardScope starts it only for a split, only while the test runs, bound to the machine&apos;s cluster address (never to every network), and stops it at the end. Run a split on a network you trust.</source>
        <translation>Remarque&#xa0;: le rpc-server de llama.cpp n’a aucune authentification&#xa0;: quiconque atteint son port peut l’utiliser. ShardScope ne le lance que pour une répartition, uniquement pendant le test, lié à l’adresse de cluster de la machine (jamais à tous les réseaux), et l’arrête à la fin. Ne faites une répartition que sur un réseau de confiance.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="181"/>
        <source>Give the model file&apos;s path on the machines, such as /home/you/models/model.gguf, or choose a preset.</source>
        <translation>Indiquez le chemin du fichier du modèle sur les machines, par exemple /home/you/models/model.gguf, ou choisissez un modèle prédéfini.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="184"/>
        <source>Give the model file&apos;s whole path on the machines, from the root: /home/you/models/%1.</source>
        <translation>Indiquez le chemin complet du fichier du modèle sur les machines, depuis la racine&#xa0;: /home/you/models/%1.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="188"/>
        <source>Check the machines llama.cpp runs on.</source>
        <translation>Cochez les machines sur lesquelles tourne llama.cpp.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="195"/>
        <source>%1 has no cluster address, so llama.cpp cannot listen on it: connect it on the Machines page, or give it by its IP address.</source>
        <translation>%1 n’a pas d’adresse de cluster, donc llama.cpp ne peut pas y écouter&#xa0;: connectez-la à la page «&#xa0;Vos machines&#xa0;» ou indiquez-la par son adresse IP.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="201"/>
        <source>ShardScope does not know where llama-server is on %1: give the llama.cpp folder.</source>
        <translation>ShardScope ne sait pas où se trouve llama-server sur %1&#xa0;: indiquez le dossier llama.cpp.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="205"/>
        <source>ShardScope does not know where rpc-server is on %1: give the llama.cpp folder of a build with RPC.</source>
        <translation>ShardScope ne sait pas où se trouve rpc-server sur %1&#xa0;: indiquez le dossier llama.cpp d’une compilation avec RPC.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="223"/>
        <location filename="../ui/LlamaCppPanel.cpp" line="305"/>
        <source>(Details: %1)</source>
        <translation>(Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="227"/>
        <source>llama.cpp did not start or did not get ready. Check the llama.cpp folder (llama-server and, for a split, rpc-server must be there on every machine), that the model fits each machine&apos;s memory, and the end of the server&apos;s output below.</source>
        <translation>llama.cpp n’a pas démarré ou n’est jamais devenu prêt. Vérifiez le dossier llama.cpp (llama-server et, pour une répartition, rpc-server doivent s’y trouver sur chaque machine), que le modèle tient dans la mémoire de chaque machine, et la fin de la sortie du serveur ci-dessous.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="234"/>
        <source>The model file %1 could not be read. Check that the path is right on every machine that loads it (each machine for one copy per machine), that the file is a GGUF model and that your login on the machines may read it.</source>
        <translation>Le fichier du modèle %1 n’a pas pu être lu. Vérifiez que le chemin est correct sur chaque machine qui le charge (toutes, pour une copie par machine), que le fichier est un modèle GGUF et que votre compte sur les machines peut le lire.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="241"/>
        <source>The preset&apos;s model file could not be written. Check that the machine&apos;s disk has room for it (its agent&apos;s folder, under ~/.cache/shardscope).</source>
        <translation>Le fichier du modèle prédéfini n’a pas pu être écrit. Vérifiez que le disque de la machine a assez de place (le dossier de son agent, sous ~/.cache/shardscope).</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="246"/>
        <source>llama.cpp cannot run this way on these machines.</source>
        <translation>llama.cpp ne peut pas tourner ainsi sur ces machines.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="250"/>
        <source>llama.cpp could not be measured.</source>
        <translation>llama.cpp n’a pas pu être mesuré.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LlamaCppPanel.cpp" line="280"/>
        <source>The model %1 (%n layer(s)) was loaded in %2 s.</source>
        <translation>
            <numerusform>Le modèle %1 (%n couche) a été chargé en %2&#xa0;s.</numerusform>
            <numerusform>Le modèle %1 (%n couches) a été chargé en %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="285"/>
        <source>The preset&apos;s file was there already.</source>
        <translation>Le fichier du modèle prédéfini était déjà là.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="286"/>
        <source>Writing the preset&apos;s file took %1 s.</source>
        <translation>L’écriture du fichier du modèle prédéfini a pris %1&#xa0;s.</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="290"/>
        <source>To start the same servers without ShardScope, run these lines:</source>
        <translation>Pour lancer les mêmes serveurs sans ShardScope, exécutez ces lignes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/LlamaCppPanel.cpp" line="295"/>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MachinesPage</name>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="80"/>
        <source>Your machines</source>
        <translation>Vos machines</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="97"/>
        <source>Inventory in progress</source>
        <translation>Inventaire en cours</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Host name</source>
        <translation>Nom d’hôte</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Operating system</source>
        <translation>Système d’exploitation</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>Memory</source>
        <translation>Mémoire vive</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="119"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="82"/>
        <source>This computer and the machines you add: ShardScope connects to them over SSH and its agent lists their GPUs, memory and network interfaces. Warnings below say what could slow down inference split across machines.</source>
        <translation>Cet ordinateur et les machines que vous ajoutez&#xa0;: ShardScope s’y connecte par SSH et son agent liste leurs GPU, leur mémoire et leurs interfaces réseau. Les avertissements ci-dessous indiquent ce qui pourrait ralentir une inférence répartie sur plusieurs machines.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="99"/>
        <source>Connect a&amp;ll</source>
        <translation>Tout &amp;connecter</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="102"/>
        <source>Inventory this computer and every machine in the list (connects over SSH, copies the agent)</source>
        <translation>Faire l’inventaire de cet ordinateur et de chaque machine de la liste (connexion par SSH, copie de l’agent)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="104"/>
        <source>&amp;Cancel</source>
        <translation>Annu&amp;ler</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="106"/>
        <source>Stop connecting; what is done stays</source>
        <translation>Arrêter les connexions&#xa0;; ce qui est fait est conservé</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="118"/>
        <source>SSH address</source>
        <translation>Adresse SSH</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="138"/>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="140"/>
        <source>Add a machine that you reach over SSH</source>
        <translation>Ajouter une machine accessible par SSH</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="141"/>
        <source>Edi&amp;t…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="143"/>
        <source>&amp;Import from SSH config…</source>
        <translation>&amp;Importer depuis la config SSH…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="145"/>
        <source>Add machines listed in ~/.ssh/config</source>
        <translation>Ajouter les machines listées dans ~/.ssh/config</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="146"/>
        <location filename="../ui/MachinesPage.cpp" line="482"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="148"/>
        <source>Forget the selected machine and its stored inventories</source>
        <translation>Oublier la machine sélectionnée et ses inventaires enregistrés</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="177"/>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="179"/>
        <source>Save the inventory and the warnings as a PDF file</source>
        <translation>Enregistrer l’inventaire et les avertissements dans un fichier PDF</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="183"/>
        <source>&amp;Machines:</source>
        <translation>Mac&amp;hines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="186"/>
        <source>&amp;Details of the selected machine:</source>
        <translation>&amp;Détails de la machine sélectionnée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="187"/>
        <source>&amp;Warnings:</source>
        <translation>Av&amp;ertissements&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="473"/>
        <source>Remove %1?</source>
        <translation>Retirer %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="474"/>
        <source>Remove %1 from ShardScope?</source>
        <translation>Retirer %1 de ShardScope&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="479"/>
        <source>ShardScope forgets this machine and its stored inventories. Nothing on the machine itself is changed: to delete the ShardScope agent there, use &quot;Remove from machines&quot; on the next page first.</source>
        <translation>ShardScope oublie cette machine et ses inventaires enregistrés. Rien n’est modifié sur la machine elle-même&#xa0;: pour y supprimer l’agent ShardScope, utilisez d’abord «&#xa0;Retirer des machines&#xa0;» à la page suivante.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="659"/>
        <source>Connecting to your machines: %1 of %2 done%3. Each row shows where its machine is.</source>
        <translation>Connexion à vos machines&#xa0;: %1 sur %2 terminées%3. Chaque ligne indique où en est sa machine.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="690"/>
        <source>Machines inventoried in this session: %1 of %2.</source>
        <translation>Machines inventoriées pendant cette session&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="503"/>
        <source>That did not work: %1.</source>
        <translation>Cela n’a pas fonctionné&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="515"/>
        <source>Saved the inventory to %1.</source>
        <translation>Inventaire enregistré dans %1.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="530"/>
        <source>Export the inventory as PDF</source>
        <translation>Exporter l’inventaire en PDF</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="531"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="610"/>
        <source>Warnings appear here once a machine has been inventoried.</source>
        <translation>Les avertissements apparaissent ici dès qu’une machine a été inventoriée.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="625"/>
        <location filename="../ui/MachinesPage.cpp" line="626"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="643"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="655"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="663"/>
        <source>, this computer still running</source>
        <translation>, cet ordinateur encore en cours</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="673"/>
        <source>Click Connect all to inventory this computer.</source>
        <translation>Cliquez sur «&#xa0;Tout connecter&#xa0;» pour faire l’inventaire de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="682"/>
        <source>Add your other machines with the Add… or Import from SSH config… button.</source>
        <translation>Ajoutez vos autres machines avec le bouton «&#xa0;Ajouter…&#xa0;» ou «&#xa0;Importer depuis la config SSH…&#xa0;».</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="667"/>
        <source>Inventorying this computer with the ShardScope agent… This usually takes a few seconds.</source>
        <translation>Inventaire de cet ordinateur avec l’agent ShardScope… Cela prend généralement quelques secondes.</translation>
    </message>
    <message>
        <location filename="../ui/MachinesPage.cpp" line="677"/>
        <source>This computer: %1</source>
        <translation>Cet ordinateur&#xa0;: %1</translation>
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
        <translation>Quelle est la qualité de vos liaisons&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="84"/>
        <source>ShardScope measures every pair of machines directly, one pair at a time: round trips, jitter and loss with small probes, then throughput in each direction with one and with several TCP streams. The traffic goes machine to machine on the cluster interface, never through this computer.</source>
        <translation>ShardScope mesure directement chaque paire de machines, une paire à la fois&#xa0;: allers-retours, gigue et pertes avec de petites sondes, puis débit dans chaque sens avec un flux TCP puis plusieurs. Le trafic passe directement de machine à machine sur l’interface de cluster, jamais par cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="93"/>
        <source>Machines to test</source>
        <translation>Machines à tester</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="94"/>
        <source>&amp;Machines to test:</source>
        <translation>&amp;Machines à tester&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="102"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="104"/>
        <source>How long each throughput phase sends: one and several streams, each direction alone and both at once. Longer gives steadier figures.</source>
        <translation>Durée d’émission de chaque phase de débit&#xa0;: un flux et plusieurs flux, chaque sens seul puis les deux à la fois. Plus la durée est longue, plus les valeurs sont stables.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="111"/>
        <source>Parallel TCP streams of the second throughput measurement: several streams show what the link carries when one stream cannot fill it.</source>
        <translation>Flux TCP parallèles de la seconde mesure de débit&#xa0;: plusieurs flux montrent ce que la liaison transporte quand un seul flux ne peut pas la saturer.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="119"/>
        <source>Small UDP probes for the round trip, jitter and loss (one every %1 ms), and as many TCP request/response round trips.</source>
        <translation>Petites sondes UDP pour l’aller-retour, la gigue et les pertes (une toutes les %1 ms), et autant d’allers-retours requête/réponse TCP.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="122"/>
        <source>Seconds per &amp;phase:</source>
        <translation>Secondes par p&amp;hase&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="124"/>
        <source>Parallel &amp;streams:</source>
        <translation>&amp;Flux parallèles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="126"/>
        <source>&amp;Latency probes:</source>
        <translation>S&amp;ondes de latence&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="128"/>
        <source>&amp;One pair at a time (Wi-Fi, a hub, one shared uplink)</source>
        <translation>Une &amp;paire à la fois (Wi-Fi, un hub, une liaison montante partagée)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="131"/>
        <source>By default, pairs that share no machine are measured at the same time, in rounds: on a switched network each pair has links of its own. Where all machines share one medium they would slow each other down: check this to measure every pair alone.</source>
        <translation>Par défaut, les paires qui ne partagent aucune machine sont mesurées en même temps, par tours&#xa0;: sur un réseau commuté, chaque paire a ses propres liaisons. Là où toutes les machines partagent un même support, elles se ralentiraient&#xa0;: cochez ceci pour mesurer chaque paire seule.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="149"/>
        <source>&amp;Run link test</source>
        <translation>&amp;Lancer le test des liaisons</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="153"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="157"/>
        <source>Pairs measured</source>
        <translation>Paires mesurées</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="173"/>
        <source>Figure shown in the matrix</source>
        <translation>Valeur affichée dans la matrice</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="178"/>
        <source>Sho&amp;w:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="180"/>
        <source>Rows send, columns receive.</source>
        <translation>Les lignes envoient, les colonnes reçoivent.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="264"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Hachuré&#xa0;: les deux extrémités sont le même hôte, ce n’est pas une valeur réseau. Gris&#xa0;: le test a échoué.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="356"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="361"/>
        <source>Other machines reach %1 at %2 in the test.</source>
        <translation>Pendant le test, les autres machines joignent %1 à l’adresse %2.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="363"/>
        <source>%1: no cluster address</source>
        <translation>%1&#xa0;: pas d’adresse de cluster</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="367"/>
        <source>ShardScope does not know which address the other machines reach %1 at. Click Connect all on the Machines page so that its interfaces are known and choose its cluster interface with Edit…, or give it a numeric IP address.</source>
        <translation>ShardScope ne sait pas à quelle adresse les autres machines peuvent joindre %1. Cliquez sur «&#xa0;Tout connecter&#xa0;» à la page «&#xa0;Vos machines&#xa0;» pour que ses interfaces soient connues, puis choisissez son interface de cluster avec «&#xa0;Modifier…&#xa0;», ou donnez-lui une adresse IP numérique.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="392"/>
        <source>About %1 per pair.</source>
        <translation>Environ %1 par paire.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="394"/>
        <source>About %1 for the one pair.</source>
        <translation>Environ %1 pour l’unique paire.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="151"/>
        <source>Measure every pair of the checked machines</source>
        <translation>Mesurer chaque paire des machines cochées</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="396"/>
        <source>About %1 per pair; %2 pairs one after another take about %3.</source>
        <translation>Environ %1 par paire&#xa0;; %2 paires l’une après l’autre prennent environ %3.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="402"/>
        <source>About %1 per pair; %2 pairs in %3 rounds of pairs that share no machine take about %4.</source>
        <translation>Environ %1 par paire&#xa0;; %2 paires en %3 tours de paires sans machine commune prennent environ %4.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="435"/>
        <source>%1 of %2 pairs</source>
        <translation>%1 paires sur %2</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="437"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="442"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Connexion à %1 machines et démarrage de leurs agents…</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="445"/>
        <source>There are no other machines yet. Go back and add them on the Machines page: a link test needs at least two.</source>
        <translation>Il n’y a pas encore d’autres machines. Revenez en arrière et ajoutez-les à la page «&#xa0;Vos machines&#xa0;»&#xa0;: un test des liaisons nécessite au moins deux machines.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="448"/>
        <source>Check at least two machines to measure the links between them.</source>
        <translation>Cochez au moins deux machines pour mesurer les liaisons entre elles.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="452"/>
        <source>Click Run link test to measure every pair of the checked machines.</source>
        <translation>Cliquez sur «&#xa0;Lancer le test des liaisons&#xa0;» pour mesurer chaque paire des machines cochées.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="503"/>
        <source>This run is stored as it goes: the results stay after a restart.</source>
        <translation>Cette exécution est enregistrée au fur et à mesure&#xa0;: les résultats sont conservés après un redémarrage.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="504"/>
        <source>There is no database: this run is not kept.</source>
        <translation>Il n’y a pas de base de données&#xa0;: cette exécution ne sera pas conservée.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="570"/>
        <source>%1: done.</source>
        <translation>%1&#xa0;: terminé.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="600"/>
        <source>Measured %1 of %2 pairs.</source>
        <translation>%1 paires mesurées sur %2.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="602"/>
        <source>%1 failed: select a grey cell for the reason.</source>
        <translation>%1 en échec&#xa0;: sélectionnez une cellule grise pour en voir la raison.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="604"/>
        <source>%1 cancelled.</source>
        <translation>Annulées&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="611"/>
        <source>Stored: this run is shown again when you come back, also after a restart.</source>
        <translation>Enregistré&#xa0;: cette exécution s’affichera de nouveau à votre retour, même après un redémarrage.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="613"/>
        <source>Its pairs are stored, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Ses paires sont enregistrées, mais pas la façon dont l&apos;exécution s&apos;est terminée : l&apos;historique l&apos;affichera comme interrompue au prochain démarrage de ShardScope.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="624"/>
        <source>There is no database: link tests are not kept.</source>
        <translation>Il n’y a pas de base de données&#xa0;: les tests des liaisons ne sont pas conservés.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="635"/>
        <source>No link test yet.</source>
        <translation>Aucun test des liaisons pour l’instant.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="637"/>
        <location filename="../ui/NetworkPage.cpp" line="684"/>
        <source>Run a link test to see how fast and how steady the links between your machines are.</source>
        <translation>Lancez un test des liaisons pour voir à quel point les liaisons entre vos machines sont rapides et stables.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="653"/>
        <source>complete</source>
        <translation>complet</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="656"/>
        <source>cancelled before the end</source>
        <translation>annulé avant la fin</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="659"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="664"/>
        <source>did not finish</source>
        <translation>inachevé</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="667"/>
        <source>Showing the link test of %1 (%2, %3 machines). Run it again to compare.</source>
        <translation>Affichage du test des liaisons du %1 (%2, %3 machines). Relancez-le pour comparer.</translation>
    </message>
    <message>
        <location filename="../ui/NetworkPage.cpp" line="670"/>
        <location filename="../ui/NetworkPage.cpp" line="686"/>
        <source>Select a cell of the matrix to see its details.</source>
        <translation>Sélectionnez une cellule de la matrice pour voir ses détails.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::NodeDialog</name>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="29"/>
        <source>Add a machine</source>
        <translation>Ajouter une machine</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="31"/>
        <source>ShardScope reaches the machine over SSH, as you would with &quot;ssh -p PORT USER@ADDRESS&quot;. Nothing needs to be installed on it beforehand.</source>
        <translation>ShardScope accède à la machine par SSH, comme vous le feriez avec «&#xa0;ssh -p PORT UTILISATEUR@ADRESSE&#xa0;». Rien ne doit y être installé au préalable.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="39"/>
        <source>for example node2</source>
        <translation>par exemple node2</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="42"/>
        <source>host name or IP address, e.g. 192.168.1.20</source>
        <translation>nom d’hôte ou adresse IP, p. ex. 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="50"/>
        <source>empty: your user name on this computer</source>
        <translation>vide&#xa0;: votre nom d’utilisateur sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="53"/>
        <source>empty: ssh-agent and your default keys</source>
        <translation>vide&#xa0;: ssh-agent et vos clés par défaut</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="54"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="63"/>
        <source>empty: choose later</source>
        <translation>vide&#xa0;: choisir plus tard</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="64"/>
        <source>The network interface this machine uses to talk to the other machines during split inference, e.g. the fastest wired one.</source>
        <translation>L’interface réseau que cette machine utilise pour communiquer avec les autres machines pendant l’inférence répartie, p. ex. l’interface filaire la plus rapide.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="68"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="69"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="70"/>
        <source>&amp;Port:</source>
        <translation>P&amp;ort&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="71"/>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="72"/>
        <source>&amp;Identity file:</source>
        <translation>&amp;Fichier d’identité&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="74"/>
        <source>&amp;Cluster interface:</source>
        <translation>Interface de &amp;cluster&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="108"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
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
        <translation>Saisissez un nom pour la machine, par exemple node2.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="168"/>
        <source>The name is too long: use at most 64 characters.</source>
        <translation>Le nom est trop long&#xa0;: 64 caractères au maximum.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="170"/>
        <source>The name must not contain line breaks, tabs or other control characters.</source>
        <translation>Le nom ne doit contenir ni saut de ligne, ni tabulation, ni autre caractère de contrôle.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="172"/>
        <source>The name must not contain a comma: the command line separates names with commas.</source>
        <translation>Le nom ne doit pas contenir de virgule : la ligne de commande sépare les noms par des virgules.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="179"/>
        <source>The address must not contain spaces or control characters.</source>
        <translation>L’adresse ne doit contenir ni espace ni caractère de contrôle.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="188"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Le port doit être un nombre compris entre 1 et 65535.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="195"/>
        <source>The identity file&apos;s path must not contain control characters.</source>
        <translation>Le chemin du fichier de clé ne doit pas contenir de caractère de contrôle.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="197"/>
        <source>%1 is not a network interface name (at most 15 characters, no /, :, spaces or control characters).</source>
        <translation>%1 n’est pas un nom d’interface réseau (15 caractères au plus, sans /, :, espace ni caractère de contrôle).</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="214"/>
        <source>Another machine is already called %1: choose another name.</source>
        <translation>Une autre machine s’appelle déjà %1&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="174"/>
        <source>&quot;%1&quot; is the name of the machine ShardScope runs on: choose another name.</source>
        <translation>«&#xa0;%1&#xa0;» est le nom de la machine sur laquelle ShardScope s’exécute&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="177"/>
        <source>Enter the machine&apos;s address: its host name or IP address.</source>
        <translation>Saisissez l’adresse de la machine&#xa0;: son nom d’hôte ou son adresse IP.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="181"/>
        <source>Enter only the address here; the user name (before the @) goes into User.</source>
        <translation>Saisissez uniquement l’adresse ici&#xa0;; le nom d’utilisateur (avant le @) va dans «&#xa0;Utilisateur&#xa0;».</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="183"/>
        <source>Enter the address without a port; the port goes into Port.</source>
        <translation>Saisissez l’adresse sans port&#xa0;; le port va dans «&#xa0;Port&#xa0;».</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="185"/>
        <source>The address may contain only letters, digits, dots and hyphens, and must not start with a hyphen.</source>
        <translation>L’adresse ne peut contenir que des lettres, des chiffres, des points et des tirets, et ne doit pas commencer par un tiret.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="191"/>
        <source>Enter only the user name here, without @ and the address.</source>
        <translation>Saisissez uniquement le nom d’utilisateur ici, sans @ ni adresse.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="192"/>
        <source>The user name may contain only letters, digits, dots, hyphens and underscores, and must not start with a hyphen.</source>
        <translation>Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas, et ne doit pas commencer par un tiret.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="228"/>
        <source>The identity file %1 does not exist. Choose your private key with Browse…, or leave the field empty to use ssh-agent and your default keys.</source>
        <translation>Le fichier d’identité %1 n’existe pas. Choisissez votre clé privée avec «&#xa0;Parcourir…&#xa0;», ou laissez le champ vide pour utiliser ssh-agent et vos clés par défaut.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="232"/>
        <source>%1 is not a file: choose your private key file.</source>
        <translation>%1 n’est pas un fichier&#xa0;: choisissez le fichier de votre clé privée.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="234"/>
        <source>You may not read the identity file %1.</source>
        <translation>Vous n’avez pas le droit de lire le fichier d’identité %1.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="236"/>
        <source>%1 is the public half of a key. Choose the private key: the file of the same name without .pub.</source>
        <translation>%1 est la moitié publique d’une clé. Choisissez la clé privée&#xa0;: le fichier du même nom sans .pub.</translation>
    </message>
    <message>
        <location filename="../ui/NodeDialog.cpp" line="258"/>
        <source>Choose your private SSH key</source>
        <translation>Choisir votre clé SSH privée</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ResultsPage</name>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="97"/>
        <source>What the benchmark showed</source>
        <translation>Ce que le benchmark a montré</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="98"/>
        <source>The answer first, then the measurements behind it. Everything here comes from the stored run, so it looks the same tomorrow and in the PDF.</source>
        <translation>La réponse d’abord, puis les mesures sur lesquelles elle repose. Tout ce qui figure ici provient de l’exécution enregistrée&#xa0;: l’affichage sera le même demain et dans le PDF.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="158"/>
        <source>Sho&amp;w:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="164"/>
        <source>Rows send, columns receive.</source>
        <translation>Les lignes envoient, les colonnes reçoivent.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="174"/>
        <source>Design rules</source>
        <translation>Règles de conception</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Design rule</source>
        <translation>Règle de conception</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="175"/>
        <source>Evidence</source>
        <translation>Justification</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="193"/>
        <source>The links the analysis used</source>
        <translation>Les liaisons utilisées par l’analyse</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="199"/>
        <source>The setup check of these machines</source>
        <translation>Le contrôle de la configuration de ces machines</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="206"/>
        <source>Design rules for splitting a model over a network</source>
        <translation>Règles de conception pour répartir un modèle sur un réseau</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="208"/>
        <source>Each rule is met, not met, or not tested by this run, with the evidence.</source>
        <translation>Chaque règle est respectée, non respectée ou non testée par cette exécution, avec sa justification.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="219"/>
        <source>Steps of the serving run</source>
        <translation>Étapes de l’exécution de service</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="220"/>
        <source>Answered</source>
        <translation>Répondues</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>Failed</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p50</source>
        <translation>Premier token p50</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="221"/>
        <source>First token p99</source>
        <translation>Premier token p99</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="222"/>
        <source>Per token p50</source>
        <translation>Par token p50</translation>
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
        <translation>Comment les serveurs ont été lancés</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="248"/>
        <source>Each step</source>
        <translation>Chaque étape</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="329"/>
        <source>Run %1 cannot be shown: %2. Run the benchmark again on the Inference page.</source>
        <translation>L’exécution %1 ne peut pas être affichée&#xa0;: %2. Relancez le benchmark sur la page d’inférence.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="335"/>
        <source>There is no database, so there are no stored results to show.</source>
        <translation>Il n’y a pas de base de données&#xa0;: il n’y a donc aucun résultat enregistré à afficher.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="336"/>
        <source>No benchmark has run yet. Go back to the Inference page and run one: its results appear here.</source>
        <translation>Aucun benchmark n’a encore été exécuté. Revenez à la page d’inférence et lancez-en un&#xa0;: ses résultats apparaîtront ici.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="354"/>
        <source>Run %1 of %2 on %3, started %4.</source>
        <translation>Exécution %1 du modèle %2 sur %3, lancée le %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="367"/>
        <source>Splits and copies ran over %n sets of machines: %1.</source>
        <translation>
            <numerusform>Les répartitions et les copies ont tourné sur %n groupe de machines&#xa0;: %1.</numerusform>
            <numerusform>Les répartitions et les copies ont tourné sur %n groupes de machines&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="371"/>
        <source>It was cancelled: only the layouts that finished are shown.</source>
        <translation>Elle a été annulée&#xa0;: seuls les modes terminés sont affichés.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="373"/>
        <source>It failed: only the layouts that finished are shown.</source>
        <translation>Elle a échoué&#xa0;: seuls les modes terminés sont affichés.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="376"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the layouts that finished are shown.</source>
        <translation>Elle a été interrompue (ShardScope ou l’ordinateur s’est arrêté pendant son déroulement) : seuls les modes terminés sont affichés.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="380"/>
        <source>It is still running: only the layouts that finished so far are shown.</source>
        <translation>Elle est toujours en cours : seuls les modes terminés jusqu’ici sont affichés.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="407"/>
        <source>No prediction: there is no link test of these machines. Measure the links on the Network page, then run the benchmark again.</source>
        <translation>Pas de prévision&#xa0;: il n’existe aucun test des liaisons de ces machines. Mesurez les liaisons sur la page des liaisons, puis relancez le benchmark.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="411"/>
        <source>No prediction: it needs a tensor or pipeline parallel run that finished.</source>
        <translation>Pas de prévision&#xa0;: elle nécessite une exécution terminée en parallélisme de tenseurs ou de pipeline.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="437"/>
        <source>Serving run %1: %2 at %3, model %4, %5, started %6. The requests were sent from %7.</source>
        <translation>Exécution de service %1&#xa0;: %2 sur %3, modèle %4, %5, lancée le %6. Les requêtes ont été envoyées depuis %7.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="440"/>
        <source>not named</source>
        <translation>sans nom</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="443"/>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="446"/>
        <source>Sampled while it ran: %1.</source>
        <translation>Machines mesurées pendant l’exécution&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="448"/>
        <source>It was cancelled: only the steps that finished count.</source>
        <translation>Elle a été annulée&#xa0;: seules les étapes terminées comptent.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="450"/>
        <source>It failed: only the steps measured cleanly count.</source>
        <translation>Elle a échoué&#xa0;: seules les étapes mesurées proprement comptent.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="453"/>
        <source>It was interrupted (ShardScope or the computer stopped during it): only the steps that finished count.</source>
        <translation>Elle a été interrompue (ShardScope ou l’ordinateur s’est arrêté pendant son déroulement)&#xa0;: seules les étapes terminées comptent.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="456"/>
        <source>It is still running: only the steps done so far are shown.</source>
        <translation>Elle est toujours en cours&#xa0;: seules les étapes terminées jusqu’ici sont affichées.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="468"/>
        <source>Compared: %n serving run(s) of this model on this server.</source>
        <translation>
            <numerusform>Comparaison&#xa0;: %n exécution de service de ce modèle sur ce serveur.</numerusform>
            <numerusform>Comparaison&#xa0;: %n exécutions de service de ce modèle sur ce serveur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="474"/>
        <source>%n request(s) at once: %1.</source>
        <translation>
            <numerusform>%n requête à la fois&#xa0;: %1.</numerusform>
            <numerusform>%n requêtes à la fois&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="479"/>
        <source>These steps are not clean results and are left out of the charts:</source>
        <translation>Ces étapes ne sont pas des résultats propres et sont exclues des graphiques&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="518"/>
        <source>%1 % of answered</source>
        <translation>%1&#xa0;% des réponses</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="520"/>
        <source>no targets</source>
        <translation>aucun objectif</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="543"/>
        <source>%1 was not sampled: %2</source>
        <translation>%1 n’a pas été mesurée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="548"/>
        <source>GPU %1 of %2 was idle the whole step: the server placed no work there.</source>
        <translation>Le GPU %1 de %2 est resté inactif pendant toute l’étape&#xa0;: le serveur ne lui a confié aucun travail.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="553"/>
        <source>%1&apos;s network carried %2 per generated token.</source>
        <translation>Le réseau de %1 a transporté %2 par token généré.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="558"/>
        <source>At %n request(s) at once:</source>
        <translation>
            <numerusform>Avec %n requête à la fois&#xa0;:</numerusform>
            <numerusform>Avec %n requêtes à la fois&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results to show</source>
        <translation>Aucun résultat à afficher</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="584"/>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ResultsPage.cpp" line="602"/>
        <source>On your own server (%n serving run(s)): %1.</source>
        <translation>
            <numerusform>Sur votre propre serveur (%n exécution de service)&#xa0;: %1.</numerusform>
            <numerusform>Sur votre propre serveur (%n exécutions de service)&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="610"/>
        <source>Read these figures with care:</source>
        <translation>Lisez ces valeurs avec prudence&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="621"/>
        <source>The link test of these machines from %1 (run %2): the what-if and the network rules use its round trips and throughput. Each cell is one direction between two machines.</source>
        <translation>Le test des liaisons de ces machines du %1 (exécution %2)&#xa0;: la simulation et les règles réseau utilisent ses allers-retours et son débit. Chaque cellule correspond à un sens entre deux machines.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="629"/>
        <source>No link test measured every pair of these machines before this run, so the network figures are missing. Measure the links on the Network page.</source>
        <translation>Aucun test des liaisons n’a mesuré chaque paire de ces machines avant cette exécution&#xa0;: les valeurs réseau manquent donc. Mesurez les liaisons sur la page des liaisons.</translation>
    </message>
    <message>
        <location filename="../ui/ResultsPage.cpp" line="651"/>
        <source>Hatched: both ends are the same host, not a network figure. Grey: the test failed.</source>
        <translation>Hachuré&#xa0;: les deux extrémités sont le même hôte, ce n’est pas une valeur réseau. Gris&#xa0;: le test a échoué.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ServePanel</name>
    <message>
        <location filename="../ui/ServePanel.cpp" line="68"/>
        <source>warming the server up (not counted)</source>
        <translation>préchauffage du serveur (non compté)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="71"/>
        <source>%1 requests answered, %2 failed</source>
        <translation>%1 réponses reçues, %2 échecs</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="80"/>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="144"/>
        <source>Measure the server you already run (llama.cpp&apos;s llama-server, vLLM, Ollama, LM Studio or any OpenAI-compatible server) the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once. The requests are sent from one of your machines, next to the server, so this computer&apos;s own network is not part of what is measured, while every machine below samples its processors, GPUs and network.</source>
        <translation>Mesurez le serveur que vous faites déjà tourner (llama-server de llama.cpp, vLLM, Ollama, LM Studio ou tout serveur compatible OpenAI) comme le fait le benchmark de vLLM lui-même&#xa0;: le temps jusqu’au premier token, le temps par token et les tokens par seconde pour chaque nombre de requêtes simultanées. Les requêtes sont envoyées depuis l’une de vos machines, à côté du serveur, si bien que le réseau de cet ordinateur n’entre pas dans la mesure, tandis que chaque machine ci-dessous mesure ses processeurs, ses GPU et son réseau.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="150"/>
        <source>ShardScope starts llama.cpp (your own build of llama-server and rpc-server) on the checked machines, loads the model, and measures it the way vLLM&apos;s own benchmark does: the time to the first token, the time per token and the tokens per second at each number of requests at once, while every machine samples its processors, GPUs and network. The time to load the model is measured too. When the run ends, is cancelled or fails, ShardScope stops every server it started.</source>
        <translation>ShardScope lance llama.cpp (votre propre compilation de llama-server et rpc-server) sur les machines cochées, charge le modèle et le mesure comme le fait le benchmark de vLLM lui-même&#xa0;: le temps jusqu’au premier token, le temps par token et les tokens par seconde pour chaque nombre de requêtes simultanées, tandis que chaque machine mesure ses processeurs, ses GPU et son réseau. Le temps de chargement du modèle est mesuré aussi. Quand l’exécution se termine, est annulée ou échoue, ShardScope arrête tous les serveurs qu’il a lancés.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <source>Cluster address</source>
        <translation>Adresse de cluster</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="163"/>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="165"/>
        <source>Machines the server runs on</source>
        <translation>Machines sur lesquelles tourne le serveur</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="166"/>
        <source>Machines llama.cpp runs on</source>
        <translation>Machines sur lesquelles tourne llama.cpp</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="172"/>
        <source>The server runs on these &amp;machines:</source>
        <translation>Le serveur tourne sur ces mac&amp;hines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="173"/>
        <source>llama.cpp runs on these &amp;machines (the first checked one runs llama-server, the one you send the requests to):</source>
        <translation>llama.cpp tourne sur ces mac&amp;hines (la première cochée exécute llama-server, celle à qui vous envoyez les requêtes)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="183"/>
        <source>The server&apos;s address as the machine that sends the requests reaches it: http://address:port, with a path when the API is not at the root. llama-server listens on port 8080, vLLM on 8000, Ollama on 11434.</source>
        <translation>L’adresse du serveur telle que la machine qui envoie les requêtes l’atteint&#xa0;: http://adresse:port, avec un chemin si l’API n’est pas à la racine. llama-server écoute sur le port 8080, vLLM sur 8000, Ollama sur 11434.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="189"/>
        <source>as the server names it; empty: the one model it lists</source>
        <translation>tel que le serveur le nomme&#xa0;; vide&#xa0;: le seul modèle qu’il propose</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="193"/>
        <source>only if the server asks for one</source>
        <translation>seulement si le serveur en demande une</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="194"/>
        <source>Sent as a bearer token. Kept in memory while ShardScope runs: never stored, never put on a command line.</source>
        <translation>Envoyée comme jeton bearer. Conservée en mémoire pendant que ShardScope tourne&#xa0;: jamais enregistrée, jamais placée sur une ligne de commande.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="198"/>
        <source>Ask the server</source>
        <translation>Demander au serveur</translation>
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
        <translation>La machine dont l’agent envoie les requêtes. La première machine du serveur est la meilleure&#xa0;: seul le serveur est alors mesuré. Cet ordinateur ajoute son propre réseau (le Wi-Fi, par exemple) à chaque valeur.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="221"/>
        <source>One machine</source>
        <translation>Une seule machine</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="222"/>
        <source>Split over RPC</source>
        <translation>Réparti via RPC</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="223"/>
        <source>One copy per machine</source>
        <translation>Une copie par machine</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="227"/>
        <source>How your server spreads the model over the machines, as you started it. ShardScope cannot see it; the verdict compares runs by it (llama.cpp&apos;s RPC is pipeline parallel).</source>
        <translation>La façon dont votre serveur répartit le modèle sur les machines, telle que vous l’avez démarré. ShardScope ne peut pas le voir&#xa0;; le verdict compare les exécutions selon ce mode (le RPC de llama.cpp est du parallélisme de pipeline).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="229"/>
        <source>One machine: llama-server on the first checked machine alone. Split over RPC: an rpc-server on every other checked machine holds a share of the layers, and llama-server on the first uses them. One copy per machine: llama-server with the whole model on every checked machine, the requests sent to each in turn.</source>
        <translation>Une seule machine&#xa0;: llama-server seul sur la première machine cochée. Réparti via RPC&#xa0;: un rpc-server sur chacune des autres machines cochées détient une partie des couches, et llama-server sur la première les utilise. Une copie par machine&#xa0;: llama-server avec le modèle entier sur chaque machine cochée, les requêtes envoyées à chacune à tour de rôle.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="242"/>
        <source>How many requests are in flight at once, separated by commas: each number is one step.</source>
        <translation>Combien de requêtes sont en cours à la fois, séparées par des virgules&#xa0;: chaque nombre correspond à une étape.</translation>
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
        <translation>Chaque réponse a cette longueur&#xa0;: le serveur est prié d’ignorer son token de fin de séquence.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="260"/>
        <source>Requests counted at each step, after %n warm-up request(s) that are not.</source>
        <translation>
            <numerusform>Requêtes comptées à chaque étape, après %n requête de préchauffage qui ne l’est pas.</numerusform>
            <numerusform>Requêtes comptées à chaque étape, après %n requêtes de préchauffage qui ne le sont pas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="265"/>
        <source>Server &amp;address:</source>
        <translation>Ad&amp;resse du serveur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="266"/>
        <source>M&amp;odel name:</source>
        <translation>N&amp;om du modèle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="267"/>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d’API&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="268"/>
        <source>&amp;Dialect:</source>
        <translation>&amp;Dialecte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="271"/>
        <source>Send the requests &amp;from:</source>
        <translation>&amp;Envoyer les requêtes depuis&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>The server &amp;runs the model as:</source>
        <translation>Le serveur &amp;fait tourner le modèle en mode&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="272"/>
        <source>llama.cpp &amp;runs the model as:</source>
        <translation>llama.cpp fait tourner le &amp;modèle en mode&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="274"/>
        <source>Requests at o&amp;nce:</source>
        <translation>Requêtes simulta&amp;nées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="277"/>
        <source>in,</source>
        <translation>en entrée,</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="279"/>
        <source>out,</source>
        <translation>en sortie,</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="281"/>
        <source>requests a step</source>
        <translation>requêtes par étape</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="283"/>
        <source>&amp;Workload:</source>
        <translation>Charge de &amp;travail&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="295"/>
        <source>vLLM &amp;launch lines…</source>
        <translation>Commandes de &amp;lancement vLLM…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="298"/>
        <source>The commands that start vLLM over the checked machines with the cluster interface pinned, to copy. ShardScope does not start vLLM.</source>
        <translation>Les commandes qui démarrent vLLM sur les machines cochées avec l’interface de cluster imposée, à copier. ShardScope ne démarre pas vLLM.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>Your server</source>
        <translation>Votre serveur</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="303"/>
        <source>llama.cpp on your machines</source>
        <translation>llama.cpp sur vos machines</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>Measure &amp;the server</source>
        <translation>&amp;Mesurer le serveur</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="312"/>
        <source>&amp;Start and measure</source>
        <translation>&amp;Lancer et mesurer</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="316"/>
        <source>&amp;Cancel</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="320"/>
        <source>Steps done</source>
        <translation>Étapes terminées</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Requests at once</source>
        <translation>Requêtes simultanées</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="330"/>
        <source>Answered</source>
        <translation>Répondues</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>Failed</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="331"/>
        <source>First token (median)</source>
        <translation>Premier token (médiane)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Per token (median)</source>
        <translation>Par token (médiane)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="332"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="333"/>
        <source>Steps of this serving run</source>
        <translation>Étapes de cette exécution de service</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="343"/>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="410"/>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="411"/>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="432"/>
        <location filename="../ui/ServePanel.cpp" line="436"/>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="492"/>
        <source>Give the server&apos;s address, such as http://192.168.1.20:8080.</source>
        <translation>Indiquez l’adresse du serveur, par exemple http://192.168.1.20:8080.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="494"/>
        <source>Give the requests at once as numbers from 1 to %1, separated by commas.</source>
        <translation>Indiquez les requêtes simultanées sous forme de nombres de 1 à %1, séparés par des virgules.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="497"/>
        <source>%1 needs at least two checked machines: check the machines the server runs on.</source>
        <translation>%1 nécessite au moins deux machines cochées&#xa0;: cochez les machines sur lesquelles tourne le serveur.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="500"/>
        <source>This plan cannot run. (Details: %1)</source>
        <translation>Ce plan ne peut pas être exécuté. (Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="536"/>
        <source>No launch lines for these machines. (Details: %1)</source>
        <translation>Aucune commande de lancement pour ces machines. (Détails&#xa0;: %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="538"/>
        <source>vLLM over %n machine(s): tensor parallel %1, pipeline parallel %2. ShardScope does not start it: run these, in this order. The API key, if you want one, goes in the environment variable VLLM_API_KEY, never on the command line.</source>
        <translation>
            <numerusform>vLLM sur %n machine&#xa0;: parallélisme de tenseurs %1, parallélisme de pipeline %2. ShardScope ne le démarre pas&#xa0;: exécutez ces commandes, dans cet ordre. La clé d’API, si vous en voulez une, se place dans la variable d’environnement VLLM_API_KEY, jamais sur la ligne de commande.</numerusform>
            <numerusform>vLLM sur %n machines&#xa0;: parallélisme de tenseurs %1, parallélisme de pipeline %2. ShardScope ne le démarre pas&#xa0;: exécutez ces commandes, dans cet ordre. La clé d’API, si vous en voulez une, se place dans la variable d’environnement VLLM_API_KEY, jamais sur la ligne de commande.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="547"/>
        <source>%1. On %2 (%3):</source>
        <translation>%1. Sur %2 (%3)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="553"/>
        <source>Then give %1 as the server address here.</source>
        <translation>Indiquez ensuite ici %1 comme adresse du serveur.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="556"/>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="563"/>
        <source>vLLM launch lines</source>
        <translation>Commandes de lancement vLLM</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="570"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="598"/>
        <source>%n step(s) of %1 requests each, sent from %2.</source>
        <translation>
            <numerusform>%n étape de %1 requêtes chacune, expéditeur&#xa0;: %2.</numerusform>
            <numerusform>%n étapes de %1 requêtes chacune, expéditeur&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="602"/>
        <source>%n machine(s) sampled while it runs.</source>
        <translation>
            <numerusform>%n machine mesurée pendant l’exécution.</numerusform>
            <numerusform>%n machines mesurées pendant l’exécution.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="609"/>
        <source>%1 of %2 steps</source>
        <translation>%1 étapes sur %2</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="611"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="616"/>
        <source>Starting the agents and asking the server what it is…</source>
        <translation>Démarrage des agents et interrogation du serveur sur ce qu’il est…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="617"/>
        <source>Starting the agents…</source>
        <translation>Démarrage des agents…</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="623"/>
        <source>Click Measure the server to start. You can cancel at any time; what was measured until then is kept.</source>
        <translation>Cliquez sur «&#xa0;Mesurer le serveur&#xa0;» pour commencer. Vous pouvez annuler à tout moment&#xa0;; ce qui a été mesuré jusque-là est conservé.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="625"/>
        <source>Click Start and measure to start. You can cancel at any time: ShardScope stops the servers, and what was measured until then is kept.</source>
        <translation>Cliquez sur «&#xa0;Lancer et mesurer&#xa0;» pour commencer. Vous pouvez annuler à tout moment&#xa0;: ShardScope arrête les serveurs, et ce qui a été mesuré jusque-là est conservé.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="648"/>
        <source>There is no database: this run is not kept.</source>
        <translation>Il n’y a pas de base de données&#xa0;: cette exécution ne sera pas conservée.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="668"/>
        <source>The run is stored once the server has answered.</source>
        <translation>L’exécution est enregistrée dès que le serveur a répondu.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="672"/>
        <source>The run could not start. (Details: %1)</source>
        <translation>L’exécution n’a pas pu démarrer. (Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="673"/>
        <source>The run could not start: another one is still running.</source>
        <translation>L’exécution n’a pas pu démarrer&#xa0;: une autre est encore en cours.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="701"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="722"/>
        <source>Storing the run failed, so it is not kept: %1</source>
        <translation>L’enregistrement de l’exécution a échoué, elle n’est donc pas conservée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="727"/>
        <source>Each step is stored as soon as it is done (stored run %1).</source>
        <translation>Chaque étape est enregistrée dès qu’elle est terminée (exécution enregistrée %1).</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="730"/>
        <source>The server is %1; the model is %2.</source>
        <translation>Le serveur est %1&#xa0;; le modèle est %2.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="731"/>
        <source>not named</source>
        <translation>sans nom</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="740"/>
        <source>Step %1 of %2: %n request(s) at once.</source>
        <translation>
            <numerusform>Étape %1 sur %2&#xa0;: %n requête à la fois.</numerusform>
            <numerusform>Étape %1 sur %2&#xa0;: %n requêtes à la fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="750"/>
        <source>Step %1 of %2, %n request(s) at once: %3.</source>
        <translation>
            <numerusform>Étape %1 sur %2, %n requête à la fois&#xa0;: %3.</numerusform>
            <numerusform>Étape %1 sur %2, %n requêtes à la fois&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ServePanel.cpp" line="787"/>
        <source>Step %1 (%n request(s) at once) is not a clean result.</source>
        <translation>
            <numerusform>L’étape %1 (%n requête à la fois) n’est pas un résultat propre.</numerusform>
            <numerusform>L’étape %1 (%n requêtes à la fois) n’est pas un résultat propre.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>No reason was given.</source>
        <translation>Aucune raison n’a été indiquée.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="790"/>
        <source>(Details: %1)</source>
        <translation>(Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="791"/>
        <source>Step %1 measured %2 tokens/s.</source>
        <translation>L’étape %1 a mesuré %2 tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="817"/>
        <source>Cancelled before the first step.</source>
        <translation>Annulée avant la première étape.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="858"/>
        <source>The server could not be measured. (Details: %1)</source>
        <translation>Le serveur n’a pas pu être mesuré. (Détails&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="822"/>
        <source>Cancelled: %1 of %2 steps measured cleanly; what was measured until then is kept.</source>
        <translation>Annulé : %1 étapes sur %2 mesurées proprement ; ce qui a été mesuré jusque-là est conservé.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="826"/>
        <source>%1 of %2 steps measured cleanly.</source>
        <translation>%1 étapes sur %2 mesurées proprement.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="828"/>
        <source>Click Show results to see what they mean.</source>
        <translation>Cliquez sur «&#xa0;Afficher les résultats&#xa0;» pour voir ce qu’elles signifient.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="835"/>
        <source>Stored as run %1: it stays in the history, also after a restart.</source>
        <translation>Enregistrée comme exécution %1&#xa0;: elle reste dans l’historique, même après un redémarrage.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="837"/>
        <source>Its results are stored as run %1, but how the run ended could not be: the history shows it as interrupted after ShardScope is started again.</source>
        <translation>Ses résultats sont enregistrés comme exécution %1, mais pas la façon dont elle s’est terminée&#xa0;: l’historique l’affichera comme interrompue au prochain démarrage de ShardScope.</translation>
    </message>
    <message>
        <location filename="../ui/ServePanel.cpp" line="843"/>
        <source>Nothing was stored: the server never answered.</source>
        <translation>Rien n’a été enregistré&#xa0;: le serveur n’a jamais répondu.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SetupCheckPage</name>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="79"/>
        <source>Is your setup right?</source>
        <translation>Votre configuration est-elle correcte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="80"/>
        <source>Before measuring, ShardScope checks what most often goes wrong between machines: which network interface the software should use, whether each machine reaches every other by name and on the ports the software will open, routers on the way, addresses that may change, inference servers open to every network, and firewalls. It changes nothing.</source>
        <translation>Avant de mesurer, ShardScope contrôle ce qui pose le plus souvent problème entre les machines&#xa0;: l’interface réseau que les logiciels doivent utiliser, si chaque machine atteint toutes les autres par leur nom et sur les ports que les logiciels ouvriront, les routeurs sur le chemin, les adresses susceptibles de changer, les serveurs d’inférence ouverts à tous les réseaux et les pare-feu. Il ne modifie rien.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="85"/>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check</source>
        <translation>&amp;Lancer le contrôle de la configuration</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="88"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="91"/>
        <source>Sa&amp;ve setup sheet…</source>
        <translation>&amp;Enregistrer la fiche de configuration…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="93"/>
        <source>One page to keep: each machine, its interface and settings, the launch lines that worked, the checks and the link test to compare against later</source>
        <translation>Une page à conserver&#xa0;: chaque machine, son interface et ses réglages, les commandes de lancement qui ont fonctionné, les contrôles et le test des liaisons, pour comparer plus tard</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="98"/>
        <source>Setup check progress</source>
        <translation>Progression du contrôle de la configuration</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="109"/>
        <source>Cluster interface of each machine</source>
        <translation>Interface de cluster de chaque machine</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Cluster interface</source>
        <translation>Interface de cluster</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="111"/>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="117"/>
        <source>Checks and their findings</source>
        <translation>Contrôles et leurs constats</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="118"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="129"/>
        <source>&amp;Interfaces between the machines:</source>
        <translation>&amp;Interfaces entre les machines&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="131"/>
        <source>C&amp;hecks (select one for what was found and what to do):</source>
        <translation>&amp;Contrôles (sélectionnez-en un pour voir ce qui a été trouvé et ce qu’il faut faire)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="238"/>
        <source>&amp;Run setup check again</source>
        <translation>Re&amp;lancer le contrôle de la configuration</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="245"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="247"/>
        <source>Connecting to %1 machines and starting their agents…</source>
        <translation>Connexion à %1 machines et démarrage de leurs agents…</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="248"/>
        <source>Checking: %1</source>
        <translation>Contrôle en cours&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="250"/>
        <source>There are no machines yet. Go back and add them on the Machines page.</source>
        <translation>Il n’y a pas encore de machines. Revenez en arrière et ajoutez-les à la page «&#xa0;Vos machines&#xa0;».</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="253"/>
        <source>Click Run setup check: it takes a few seconds per machine and leaves nothing running.</source>
        <translation>Cliquez sur «&#xa0;Lancer le contrôle de la configuration&#xa0;»&#xa0;: cela prend quelques secondes par machine et ne laisse rien tourner.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="283"/>
        <source>Cancelled: below is what was checked before it stopped.</source>
        <translation>Annulé&#xa0;: voici ci-dessous ce qui a été contrôlé avant l’arrêt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="284"/>
        <source>%n problem(s) to fix before measuring.</source>
        <translation>
            <numerusform>%n problème à corriger avant de mesurer.</numerusform>
            <numerusform>%n problèmes à corriger avant de mesurer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="285"/>
        <source>No problem; %n warning(s) worth a look.</source>
        <translation>
            <numerusform>Aucun problème&#xa0;; %n avertissement mérite un coup d’œil.</numerusform>
            <numerusform>Aucun problème&#xa0;; %n avertissements méritent un coup d’œil.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="286"/>
        <source>Every check passed.</source>
        <translation>Tous les contrôles ont été réussis.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/SetupCheckPage.cpp" line="288"/>
        <source>%n machine(s) could not be checked: see below.</source>
        <translation>
            <numerusform>%n machine n’a pas pu être contrôlée&#xa0;: voir ci-dessous.</numerusform>
            <numerusform>%n machines n’ont pas pu être contrôlées&#xa0;: voir ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="295"/>
        <source>Kept in the history as run %1.</source>
        <translation>Conservée dans l&apos;historique comme exécution %1.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="320"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="352"/>
        <source>Nothing to do.</source>
        <translation>Rien à faire.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="353"/>
        <source>Select a finding for what was found and what to do.</source>
        <translation>Sélectionnez un constat pour voir ce qui a été trouvé et ce qu’il faut faire.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="374"/>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="378"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="381"/>
        <source>What to do: %1</source>
        <translation>Que faire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="404"/>
        <source>Save the setup sheet</source>
        <translation>Enregistrer la fiche de configuration</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="405"/>
        <source>PDF (*.pdf);;Markdown (*.md)</source>
        <translation>PDF (*.pdf);;Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/SetupCheckPage.cpp" line="411"/>
        <source>The setup sheet is saved as %1.</source>
        <translation>La fiche de configuration est enregistrée sous %1.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ShardScopeWizard</name>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="104"/>
        <source>Run again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="114"/>
        <source>A benchmark is running. Wait for it or cancel it, then run the other one again.</source>
        <translation>Un benchmark est en cours. Attendez qu’il se termine ou annulez-le, puis relancez l’autre.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="117"/>
        <source>There is no database, so there is no stored run to repeat.</source>
        <translation>Il n’y a pas de base de données&#xa0;: il n’y a donc aucune exécution enregistrée à relancer.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="120"/>
        <source>Run %1 is no longer in the database.</source>
        <translation>L’exécution %1 n’est plus dans la base de données.</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="123"/>
        <source>Run %1 cannot be repeated: its configuration cannot be read (%2).</source>
        <translation>L’exécution %1 ne peut pas être relancée&#xa0;: sa configuration est illisible (%2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="147"/>
        <source>Run %1 cannot be repeated as it was: it split the model over %2, and %3 can no longer take part (removed, or its agent was taken off). Over other machines the split would measure something else. Add the machine again on the Machines page, or choose the machines yourself on the Inference page.</source>
        <translation>
            <numerusform>L’exécution %1 ne peut pas être relancée telle quelle&#xa0;: elle répartissait le modèle sur %2, et %3 ne peut plus y participer (machine retirée, ou son agent en a été retiré). Sur d’autres machines, la répartition mesurerait autre chose. Ajoutez de nouveau la machine à la page «&#xa0;Vos machines&#xa0;», ou choisissez vous-même les machines à la page d’inférence.</numerusform>
            <numerusform>L’exécution %1 ne peut pas être relancée telle quelle&#xa0;: elle répartissait le modèle sur %2, et %3 ne peuvent plus y participer (machines retirées, ou leur agent en a été retiré). Sur d’autres machines, la répartition mesurerait autre chose. Ajoutez de nouveau ces machines à la page «&#xa0;Vos machines&#xa0;», ou choisissez vous-même les machines à la page d’inférence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ShardScopeWizard.cpp" line="158"/>
        <source>Run %1 used %2, which can no longer take part (removed, or its agent was taken off). This time it runs on %3.</source>
        <translation>
            <numerusform>L’exécution %1 utilisait %2, qui ne peut plus y participer (machine retirée, ou son agent en a été retiré). Cette fois, elle s’exécute sur %3.</numerusform>
            <numerusform>L’exécution %1 utilisait %2, qui ne peuvent plus y participer (machines retirées, ou leur agent en a été retiré). Cette fois, elle s’exécute sur %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="178"/>
        <source>Show results</source>
        <translation>Afficher les résultats</translation>
    </message>
    <message>
        <location filename="../ui/ShardScopeWizard.cpp" line="179"/>
        <source>A benchmark is running. Wait for it or cancel it, then show the other run&apos;s results.</source>
        <translation>Un benchmark est en cours. Attendez qu’il se termine ou annulez-le, puis affichez les résultats de l’autre exécution.</translation>
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
        <translation>Importer des machines depuis votre configuration SSH</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="38"/>
        <source>&amp;Other file…</source>
        <translation>&amp;Autre fichier…</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Name</source>
        <translation>Nom</translation>
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
        <translation>Utilisateur</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Identity file</source>
        <translation>Fichier d’identité</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="50"/>
        <source>Runs when connecting</source>
        <translation>Exécuté à la connexion</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="56"/>
        <source>Machines found</source>
        <translation>Machines trouvées</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="58"/>
        <source>Check &amp;all</source>
        <translation>&amp;Tout cocher</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="60"/>
        <source>Check &amp;none</source>
        <translation>Tout &amp;décocher</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="68"/>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="71"/>
        <source>Check the machines you want ShardScope to use. Entries with * or ? are patterns, not machines, and are not listed.</source>
        <translation>Cochez les machines que ShardScope doit utiliser. Les entrées contenant * ou&#xa0;? sont des motifs, pas des machines, et ne sont pas listées.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="105"/>
        <source>File: %1</source>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="112"/>
        <source>%1 could not be read, so nothing can be imported from it. Choose another file with Other file…, or add the machines one by one with Add… instead. (Details: %2)</source>
        <translation>%1 n’a pas pu être lu&#xa0;: rien ne peut donc en être importé. Choisissez un autre fichier avec «&#xa0;Autre fichier…&#xa0;», ou ajoutez plutôt les machines une par une avec «&#xa0;Ajouter…&#xa0;». (Détails&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="135"/>
        <source>Each time ShardScope connects to %1, it runs this on this computer, as ssh does: %2. Import %1 only if you trust that command.</source>
        <translation>Chaque fois que ShardScope se connecte à %1, il exécute ceci sur cet ordinateur, comme le fait ssh&#xa0;: %2. N’importez %1 que si vous faites confiance à cette commande.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="147"/>
        <source>Already added</source>
        <translation>Déjà ajoutée</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="148"/>
        <source>%1 (already added)</source>
        <translation>%1 (déjà ajoutée)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="154"/>
        <source>%1 (cannot be imported)</source>
        <translation>%1 (impossible à importer)</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="160"/>
        <source>No machines found in this file.</source>
        <translation>Aucune machine trouvée dans ce fichier.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="162"/>
        <source>No machine in this file can be imported: each has been added already or has a setting ShardScope cannot use (its tooltip says which).</source>
        <translation>Aucune machine de ce fichier ne peut être importée&#xa0;: chacune a déjà été ajoutée ou a un réglage que ShardScope ne peut pas utiliser (son info-bulle indique lequel).</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="165"/>
        <source>Every machine in this file has been added already.</source>
        <translation>Toutes les machines de ce fichier ont déjà été ajoutées.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="167"/>
        <source>Machines found: %1.</source>
        <translation>Machines trouvées&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="171"/>
        <source>Machines that connect through a ProxyCommand or ProxyJump: %1. ShardScope runs that command on this computer every time it connects to one of them: check the column &quot;Runs when connecting&quot; before you import them.</source>
        <translation>Machines qui se connectent via ProxyCommand ou ProxyJump&#xa0;: %1. ShardScope exécute cette commande sur cet ordinateur chaque fois qu’il se connecte à l’une d’elles&#xa0;: vérifiez la colonne «&#xa0;Exécuté à la connexion&#xa0;» avant de les importer.</translation>
    </message>
    <message>
        <location filename="../ui/SshImportDialog.cpp" line="191"/>
        <source>Choose an SSH configuration file</source>
        <translation>Choisir un fichier de configuration SSH</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WelcomePage</name>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="14"/>
        <source>Welcome to ShardScope</source>
        <translation>Bienvenue dans ShardScope</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="15"/>
        <source>ShardScope finds out, by measuring, whether your model runs better on one machine or split across several of your machines.</source>
        <translation>ShardScope détermine, en mesurant, si votre modèle tourne mieux sur une seule machine ou réparti sur plusieurs de vos machines.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="21"/>
        <source>&lt;b&gt;Inventory.&lt;/b&gt; It lists what each machine has: GPUs, memory, network interfaces and their link speed, operating system, inference software.</source>
        <translation>&lt;b&gt;Inventaire.&lt;/b&gt; ShardScope liste ce dont dispose chaque machine&#xa0;: GPU, mémoire, interfaces réseau et leur vitesse de liaison, système d’exploitation, logiciel d’inférence.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="24"/>
        <source>&lt;b&gt;Agent.&lt;/b&gt; It copies a small helper program, the ShardScope agent, to each machine over SSH. It needs no administrator rights and can be removed at any time.</source>
        <translation>&lt;b&gt;Agent.&lt;/b&gt; ShardScope copie un petit programme auxiliaire, l’agent ShardScope, sur chaque machine par SSH. L’agent ne nécessite aucun droit d’administrateur et peut être retiré à tout moment.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="28"/>
        <source>&lt;b&gt;Link tests.&lt;/b&gt; The agents measure delay, jitter, packet loss and throughput between every pair of machines.</source>
        <translation>&lt;b&gt;Tests des liaisons.&lt;/b&gt; Les agents mesurent la latence, la gigue, la perte de paquets et le débit entre chaque paire de machines.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>&lt;b&gt;Inference runs.&lt;/b&gt; The same model shape runs on one machine and split across machines, with time to first token and tokens per second measured.</source>
        <translation>&lt;b&gt;Exécutions d’inférence.&lt;/b&gt; Un modèle de même forme tourne sur une seule machine, puis réparti sur plusieurs, en mesurant le temps jusqu’au premier token et les tokens par seconde.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="34"/>
        <source>&lt;b&gt;Verdict and report.&lt;/b&gt; ShardScope tells you whether to stay on one machine, run copies side by side or split the model, with the numbers behind it, and saves a PDF report.</source>
        <translation>&lt;b&gt;Verdict et rapport.&lt;/b&gt; ShardScope vous indique s’il vaut mieux rester sur une seule machine, exécuter des copies côte à côte ou répartir le modèle, chiffres à l’appui, et enregistre un rapport PDF.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="41"/>
        <source>The machines you want to use, switched on.</source>
        <translation>Les machines que vous voulez utiliser, allumées.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="43"/>
        <source>SSH access to each of them with your user name (a key is best).</source>
        <translation>Un accès SSH à chacune d’elles avec votre nom d’utilisateur (idéalement avec une clé).</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="45"/>
        <source>A wired network: the machines connected by cable to the same switch. Wi-Fi works, but it is usually too slow for splitting a model.</source>
        <translation>Un réseau filaire&#xa0;: les machines reliées par câble au même switch. Le Wi-Fi fonctionne, mais il est généralement trop lent pour répartir un modèle.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What will happen</source>
        <translation>Ce qui va se passer</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="55"/>
        <source>What you need</source>
        <translation>Ce dont vous avez besoin</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="56"/>
        <source>Nothing is changed on your machines except the agent&apos;s own folder. Click Next to start with this computer.</source>
        <translation>Rien n’est modifié sur vos machines, hormis le dossier propre à l’agent. Cliquez sur «&#xa0;Suivant&#xa0;» pour commencer par cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="62"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="64"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="66"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="68"/>
        <source>Every earlier run: compare them, mark a baseline, run one again</source>
        <translation>Toutes les exécutions précédentes&#xa0;: les comparer, définir une référence, en relancer une</translation>
    </message>
</context>
</TS>
