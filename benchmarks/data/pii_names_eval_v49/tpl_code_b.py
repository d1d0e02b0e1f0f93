# -*- coding: utf-8 -*-
"""English templates for the `code` slice, part B (JS, git, logs, shell, templates, XML)."""

CODE_B = [
    "// author: {A}\n// TODO({B:h}): paginate the results table\nfetch('/api/results')."
    "then(r => r.json())\nAdd error handling.",
    "/**\n * @author {A:lf}\n * Renders the candidate card.\n */\nfunction Card(props) { "
    "return null; }\nWrite the JSX for it.",
    "commit 9b1e4d2\nAuthor: {A} <{A:e}@((dom))>\nDate: [[@weekday]]\n\n    Fix ward "
    "boundary join\n\nCo-authored-by: {B} <{B:e}@((dom))>\nSquash this with the previous commit.",
    "git blame says {A:h} wrote line 42 of count.py. How do I see the whole history of that line?",
    "<!-- maintained by {A}, do not edit -->\n<h1>Results</h1>\nWhy does the comment show up "
    "in the page source?",
    "((date))T((time)):04Z INFO login user={A:h} role=caseworker\n((date))T((time)):09Z ERROR "
    "export failed user={A:h}\nWhat caused the error?",
    "[((time))] WARN ballot_scan: operator \"{A}\" overrode the reject pile (batch ((n:10-99)))\n"
    "Is this something the [[@role]] must sign off?",
    "#!/bin/bash\n# owner: {A:e}@((dom))\npg_dump register > backup.sql\nAdd a timestamp to the "
    "file name.",
    "Hello {{ first_name }}, your councillor {A} will hold a surgery on [[@weekday]].\nWhy is "
    "first_name blank in the [[@mailtool]] mail merge?",
    "Dear {A:tl}, thank you for signing our petition #((n:1000-9999)). This is my "
    "[[@mailtool]] template. Turn the name into a merge field.",
    "const mention = '@{A:h}';\n// ping {B:first} when the count is in\nWhy does the Slack bot "
    "not notify them?",
    "jira: ((ref)) assignee={A:h} reporter={B:h} status=Blocked\nSummarise the ticket for the "
    "stand-up.",
    "<Signatory>\n  <FamilyName>{A:last}</FamilyName>\n  <GivenName>{A:first}</GivenName>\n"
    "</Signatory>\nWrite the XSD for this element.",
    "Get-ADUser -Filter \"DisplayName -eq '{A}'\" | Select SamAccountName\nThis "
    "[[PowerShell]] returns nothing. Why?",
    "crm.export({ owner: \"{A}\", tag: \"canvass-((ward))\" })\nThe [[@crm]] CRM export "
    "times out. How do I page it?",
    "# Reviewed-by: {A}\n# Signed-off-by: {B} <{B:e}@((dom))>\nWhat do these trailers mean?",
    "print(\"Returning Officer: {A}\")\nprint(\"Deputy: {B}\")\nFormat these two lines as a "
    "table instead.",
    "if user.name == \"{A}\":\n    grant_admin()\nWhy is hard-coding a name here a bad idea?",
    "DELETE FROM mailing_list WHERE email LIKE '{A:e}@%';\nDid this remove the right "
    "constituent?",
    "{\"speaker\": \"{A}\", \"ts\": \"((time))\", \"text\": \"I beg to move...\"}\nConvert "
    "the [[Hansard]] JSON to plain text.",
    "@{A:h} can you review PR ((n:100-999)) before [[@weekday]]? - {B:first}\nWrite a "
    "polite nudge instead.",
    "cron: 0 7 * * 1 /opt/rota/send.sh  # contact {A}\nExplain this schedule.",
]
