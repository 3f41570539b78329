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
        <location filename="../widgets/stepping.py" line="174" />
        <source>Finished after %n step(s): {how}.</source>
        <translation><numerusform>Finished after %n step: {how}.</numerusform><numerusform>Finished after %n steps: {how}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stepping.py" line="176" />
        <source>Cancelled after %n step(s); the steps so far are kept.</source>
        <translation><numerusform>Cancelled after %n step; the steps so far are kept.</numerusform><numerusform>Cancelled after %n steps; the steps so far are kept.</numerusform></translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message numerus="yes">
        <location filename="../widgets/practice.py" line="325" />
        <source>Best {best:.0%}; solved %n time(s).</source>
        <translation><numerusform>Best {best:.0%}; solved %n time.</numerusform><numerusform>Best {best:.0%}; solved %n times.</numerusform></translation>
    </message>
</context>
</TS>