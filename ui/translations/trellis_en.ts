<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name />
    <message numerus="yes">
        <location filename="../widgets/course_dialogs.py" line="36" />
        <source>%n exercise(s) tried</source>
        <translation><numerusform>%n exercise tried</numerusform><numerusform>%n exercises tried</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/course_dialogs.py" line="37" />
        <source>%n solved</source>
        <translation><numerusform>%n solved</numerusform><numerusform>%n solved</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/course_dialogs.py" line="42" />
        <source>%n question(s) right</source>
        <translation><numerusform>%n question right</numerusform><numerusform>%n questions right</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stepping.py" line="176" />
        <source>Finished after %n step(s): {how}.</source>
        <translation><numerusform>Finished after %n step: {how}.</numerusform><numerusform>Finished after %n steps: {how}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stepping.py" line="178" />
        <source>Cancelled after %n step(s); the steps so far are kept.</source>
        <translation><numerusform>Cancelled after %n step; the steps so far are kept.</numerusform><numerusform>Cancelled after %n steps; the steps so far are kept.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/tab.py" line="370" />
        <source>Skipped %n file(s).</source>
        <translation><numerusform>Skipped %n file.</numerusform><numerusform>Skipped %n files.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/tab.py" line="381" />
        <source>&lt;b&gt;{source}&lt;/b&gt; · encoding: {encoding} · %n character(s)</source>
        <translation><numerusform>&lt;b&gt;{source}&lt;/b&gt; · encoding: {encoding} · %n character</numerusform><numerusform>&lt;b&gt;{source}&lt;/b&gt; · encoding: {encoding} · %n characters</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_collocations.py" line="169" />
        <source>No bigram reaches the minimum count of {m}: the most frequent bigram after the filters occurs %n time(s) in this text.</source>
        <translation><numerusform>No bigram reaches the minimum count of {m}: the most frequent bigram after the filters occurs %n time in this text.</numerusform><numerusform>No bigram reaches the minimum count of {m}: the most frequent bigram after the filters occurs %n times in this text.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_edit_distance.py" line="249" />
        <source>(the first %n listed)</source>
        <translation><numerusform>(the first %n listed)</numerusform><numerusform>(the first %n listed)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_edit_distance.py" line="319" />
        <source>… %n more operation(s)</source>
        <translation><numerusform>… %n more operation</numerusform><numerusform>… %n more operations</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_normalize.py" line="110" />
        <source>Normalised the %n most frequent type(s).</source>
        <translation><numerusform>Normalised the %n most frequent type.</numerusform><numerusform>Normalised the %n most frequent types.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_spelling.py" line="196" />
        <source>“{x}” after “{ctx}”: best “{w}” (%n candidate(s)).</source>
        <translation><numerusform>“{x}” after “{ctx}”: best “{w}” (%n candidate).</numerusform><numerusform>“{x}” after “{ctx}”: best “{w}” (%n candidates).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="397" />
        <source>Read {name}; %n file(s) skipped or repaired: {shown}{more}. The Corpus view lists them all.</source>
        <translation><numerusform>Read {name}; %n file skipped or repaired: {shown}{more}. The Corpus view lists them all.</numerusform><numerusform>Read {name}; %n files skipped or repaired: {shown}{more}. The Corpus view lists them all.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="403" />
        <source>Read {name}: %n message(s).</source>
        <translation><numerusform>Read {name}: %n message.</numerusform><numerusform>Read {name}: %n messages.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab_files.py" line="31" />
        <source>Saved the {model} filter (%n feature(s)) to {name}.</source>
        <translation><numerusform>Saved the {model} filter (%n feature) to {name}.</numerusform><numerusform>Saved the {model} filter (%n features) to {name}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab_files.py" line="56" />
        <source>Loaded a {model} filter (%n feature(s), classes {classes}) from {name}. Type a message in Explain to classify it.</source>
        <translation><numerusform>Loaded a {model} filter (%n feature, classes {classes}) from {name}. Type a message in Explain to classify it.</numerusform><numerusform>Loaded a {model} filter (%n features, classes {classes}) from {name}. Type a message in Explain to classify it.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/views_selection.py" line="129" />
        <source>%n stratified fold(s): every message is held out exactly once.</source>
        <translation><numerusform>%n stratified fold: every message is held out exactly once.</numerusform><numerusform>%n stratified folds: every message is held out exactly once.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/clustering/explain.py" line="131" />
        <source>&lt;p&gt;%n point(s) changed cluster.&lt;/p&gt;</source>
        <translation><numerusform>&lt;p&gt;%n point changed cluster.&lt;/p&gt;</numerusform><numerusform>&lt;p&gt;%n points changed cluster.&lt;/p&gt;</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/clustering/results.py" line="20" />
        <source>Cancelled after %n step(s); the steps so far are kept. Reset to start again.</source>
        <translation><numerusform>Cancelled after %n step; the steps so far are kept. Reset to start again.</numerusform><numerusform>Cancelled after %n steps; the steps so far are kept. Reset to start again.</numerusform></translation>
    </message>
</context>
<context>
    <name>ChainView</name>
    <message numerus="yes">
        <location filename="../tabs/hmm/views_chain.py" line="119" />
        <source>product of %n factor(s), start and end included, add-α smoothed:</source>
        <translation><numerusform>product of %n factor, start and end included, add-α smoothed:</numerusform><numerusform>product of %n factors, start and end included, add-α smoothed:</numerusform></translation>
    </message>
</context>
<context>
    <name>GrammarPage</name>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="101" />
        <source>{name}: %n rule(s); its conversion to Chomsky normal form (every rule A → B C or A → 'w') takes three stages.</source>
        <translation><numerusform>{name}: %n rule; its conversion to Chomsky normal form (every rule A → B C or A → 'w') takes three stages.</numerusform><numerusform>{name}: %n rules; its conversion to Chomsky normal form (every rule A → B C or A → 'w') takes three stages.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="111" />
        <source>%n rule(s) had a word beside other symbols</source>
        <translation><numerusform>%n rule had a word beside other symbols</numerusform><numerusform>%n rules had a word beside other symbols</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="112" />
        <source>; those words moved to %n new nonterminal(s) T_w → 'w' [1].</source>
        <translation><numerusform>; those words moved to %n new nonterminal T_w → 'w' [1].</numerusform><numerusform>; those words moved to %n new nonterminals T_w → 'w' [1].</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="115" />
        <source>%n rule(s) with three or more symbols on the right became chains of two-symbol rules</source>
        <translation><numerusform>%n rule with three or more symbols on the right became chains of two-symbol rules</numerusform><numerusform>%n rules with three or more symbols on the right became chains of two-symbol rules</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="117" />
        <source> through %n new nonterminal(s) A|&lt;…&gt; [1].</source>
        <translation><numerusform> through %n new nonterminal A|&lt;…&gt; [1].</numerusform><numerusform> through %n new nonterminals A|&lt;…&gt; [1].</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="120" />
        <source>%n unit rule(s) A → B removed; </source>
        <translation><numerusform>%n unit rule A → B removed; </numerusform><numerusform>%n unit rules A → B removed; </numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="121" />
        <source>%n rule(s) copied up the unit chains</source>
        <translation><numerusform>%n rule copied up the unit chains</numerusform><numerusform>%n rules copied up the unit chains</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="122" />
        <source> and %n made likelier, with P(A → β) = Σ_B U*[A, B] P(B → β).</source>
        <translation><numerusform> and %n made likelier, with P(A → β) = Σ_B U*[A, B] P(B → β).</numerusform><numerusform> and %n made likelier, with P(A → β) = Σ_B U*[A, B] P(B → β).</numerusform></translation>
    </message>
</context>
<context>
    <name>HmmTab</name>
    <message numerus="yes">
        <location filename="../tabs/hmm/tab.py" line="308" />
        <source>%n file(s) skipped: </source>
        <translation><numerusform>%n file skipped: </numerusform><numerusform>%n files skipped: </numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/tab.py" line="311" />
        <source>%n malformed line(s) skipped: </source>
        <translation><numerusform>%n malformed line skipped: </numerusform><numerusform>%n malformed lines skipped: </numerusform></translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message numerus="yes">
        <location filename="../widgets/practice.py" line="327" />
        <source>Best {best:.0%}; solved %n time(s).</source>
        <translation><numerusform>Best {best:.0%}; solved %n time.</numerusform><numerusform>Best {best:.0%}; solved %n times.</numerusform></translation>
    </message>
</context>
</TS>