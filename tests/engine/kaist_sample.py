"""Two sentences in UD Korean Kaist's CoNLL-U (LEMMA and XPOS split on "+"), written for the
tests that read a Korean treebank as morphemes: an eojeol of one morpheme (내), of two
(고향+은), of three with SpaceAfter=No (서울+이+ㅂ니다), and one whose LEMMA is shorter than its
XPOS (있 for px+ep+ef, kept whole)."""

CONLLU = """# sent_id = 1
# text = 내 고향은 서울입니다.
1\t내\t내\tADJ\tmma\t_\t2\tamod\t_\t_
2\t고향은\t고향+은\tNOUN\tncn+jxt\t_\t3\tdislocated\t_\t_
3\t서울입니다\t서울+이+ㅂ니다\tVERB\tnq+jp+ef\t_\t0\troot\t_\tSpaceAfter=No
4\t.\t.\tPUNCT\tsf\t_\t3\tpunct\t_\t_

# sent_id = 2
1\t있었다\t있\tAUX\tpx+ep+ef\t_\t0\troot\t_\t_
2\t+\t+\tSYM\tsw\t_\t1\tpunct\t_\t_
"""
