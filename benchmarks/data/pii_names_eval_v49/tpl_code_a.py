# -*- coding: utf-8 -*-
"""English templates for the `code` slice, part A (Python, SQL, JSON, YAML, CSV)."""

CODE_A = [
    "# TODO({A:h}): handle postal votes separately\ndef tally(ballots):\n    return "
    "sum(b.valid for b in ballots)\nWhy does this count spoilt ballots?",
    "# author: {A}\n# reviewed: {B:il}\nimport csv\nrows = list(csv.DictReader(open('register.csv')))\n"
    "Make this close the file properly.",
    "def greet(mp):\n    return f\"Dear {{mp}},\"\n\nprint(greet(\"{A}\"))\nWhy does it print "
    "the braces literally?",
    "SELECT ward, COUNT(*) FROM electors WHERE canvassed_by = '{A}' GROUP BY ward;\nRewrite this "
    "for [[Postgres]] with a parameter instead of the literal name.",
    "UPDATE councillors SET committee = 'Planning' WHERE full_name = '{A}';\nIs this safe to run "
    "in production?",
    "INSERT INTO petitions (title, lead_signatory) VALUES ('Save the ((ward)) library', '{A}');\n"
    "Why does [[SQL]] Server complain about the quote?",
    "{\"candidate\": \"{A}\", \"party\": \"[[@party]]\", \"votes\": ((n:800-9000))}\nValidate "
    "this JSON and add a percentage field.",
    "[{\"name\": \"{A}\", \"role\": \"poll clerk\"}, {\"name\": \"{B}\", \"role\": \"presiding "
    "officer\"}]\nConvert to CSV.",
    "staff:\n  - name: {A}\n    station: ((ward))\n  - name: {B}\n    station: ((ward))\nWhy "
    "does this YAML fail to load in [[Python]]?",
    "candidate,party,votes\n{A},Independent,((n:200-4000))\n{B},[[@party]],((n:200-4000))\nWrite "
    "[[Python]] to compute the winner.",
    "\"{A:lf}\",((ward)),1\n\"{B:lf}\",((ward)),0\nThe quoted commas break my parser. Fix it.",
    "assert normalise(\"{A:up}\") == \"{A}\"\nWrite the normalise() function.",
    "mps = {\"{A:h}\": \"{A}\", \"{B:h}\": \"{B}\"}\nInvert this dict in one line.",
    "logger.info(\"Casework %s assigned to %s\", case_id, \"{A}\")\nShould we log names here "
    "under [[GDPR]]?",
    "# FIXME {A:first}: the [[@apitool]] API token expires every [[@weekday]]\nHow do I rotate "
    "it automatically?",
    "-- reviewed by {A:il}\nCREATE TABLE volunteers (id serial, name text, ward text);\nAdd a "
    "unique constraint on name and ward.",
    "df[df['officer'] == '{A}'].groupby('status').size()\nExplain this pandas line and "
    "whether it belongs in the [[@dash]] report.",
    "<councillor id=\"((n:10-99))\">\n  <name>{A}</name>\n  <ward>((ward))</ward>\n</councillor>\n"
    "Write an XPath to get the name.",
    "volunteers.sort(key=lambda v: v.surname)  # {A:h} says this breaks on '{B:last}'\nWhy "
    "would a surname break sorting?",
    "=VLOOKUP(\"{A}\", Register!A:D, 4, FALSE)\nThis [[Excel]] formula returns #N/A. Why?",
    "email = \"{A:e}@((dom))\"\nWrite a regex that validates this address.",
    "@pytest.mark.parametrize('name', ['{A}', '{B}', '{C}'])\ndef test_ballot_label(name): ...\n"
    "Why do the non-ASCII cases fail?",
]
