# -*- coding: utf-8 -*-
"""Finer keep-word categories (v49), so that a drawn keep item fits its slot grammatically
("the Bundestag" but "Holyrood", "resigned from the Greens" but "from Labour").  All items
are capitalised non-person words; eponyms are keep items, as in lexicon.py."""

from lexicon import K

EXTRA = {
    # legislatures and chambers that take "the"
    "chamber": [
        "House of Commons", "House of Lords", "Senate", "House of Representatives", "Bundestag",
        "Bundesrat", "Knesset", "Storting", "Riksdag", "Folketing", "Sejm", "Dáil", "Seanad",
        "Lok Sabha", "Rajya Sabha", "National Assembly", "European Parliament",
        "Scottish Parliament", "Senedd", "Oireachtas", "Northern Ireland Assembly",
        "Legislative Council", "Eduskunta", "Althing",
    ],
    # institutions that take "the" (lexicon.K["institution"] minus the bare place-names)
    "body": [x for x in K["institution"]
             if x not in ("Stormont", "Holyrood", "Whitehall", "Downing Street", "Capitol Hill")],
    # parties that read naturally after "the" when used as a noun
    "partythe": [x for x in K["party"]
                 if x not in ("Labour", "Plaid Cymru", "Sinn Féin", "Fianna Fáil", "Fine Gael")],
    # rule books that take "the"
    "rulebook": ["Ministerial Code", "Civil Service Code", "Standing Orders", "Nolan Principles",
                 "Members' Code of Conduct", "Code of Practice on Consultation",
                 "Seven Principles of Public Life", "Rules of Procedure"],
    # papers and documents that take "the"
    "paper": ["Green Paper", "White Paper", "Order Paper", "Spending Review", "Autumn Statement",
              "King's Speech", "Queen's Speech", "Red Book", "Electoral Register",
              "Register of Members' Financial Interests", "Budget Statement", "Annual Report"],
    # parliamentary sessions and fixed political occasions
    "session": ["Question Time", "PMQs", "Budget Day", "State Opening", "Estimates Day",
                "Opposition Day", "Urgent Questions", "Topical Questions"],
    # holidays and observances
    "holiday": ["Easter", "Christmas", "Ramadan", "Diwali", "Hanukkah", "Lunar New Year",
                "Remembrance Sunday", "Black History Month", "Eid", "Thanksgiving", "Pride Month",
                "Vaisakhi", "Rosh Hashanah", "Holi"],
    # election days and ceremonies
    "eday": ["Polling Day", "Election Day", "Super Tuesday", "Inauguration Day", "State Opening",
             "Declaration Night", "Nomination Day"],
}


def lexicon():
    d = dict(K)
    d.update(EXTRA)
    return d

EXTRA.update({
    # laws etc. that read naturally after "the" (the possessive-named laws do not)
    "actthe": [x for x in K["act"] if "'s " not in x],
    "lawposs": [x for x in K["act"] if "'s " in x],
    "votemethod": ["D'Hondt method", "Sainte-Laguë method", "Borda count", "Condorcet method",
                   "Hare quota", "Droop quota", "Alternative Vote", "Single Transferable Vote"],
    # software by what an office does with it
    "sheet": ["Excel", "Google Sheets", "Airtable", "Smartsheet", "LibreOffice Calc"],
    "crm": ["NationBuilder", "Salesforce", "Dynamics 365", "HubSpot", "ServiceNow", "Airtable"],
    "chat": ["Slack", "Teams", "WhatsApp", "Signal", "Telegram", "Discord"],
    "call": ["Zoom", "Teams", "Google Meet", "Webex", "Signal", "WhatsApp"],
    "dash": ["Power BI", "Tableau", "Grafana", "Looker Studio", "Excel"],
    "docapp": ["Notion", "Confluence", "SharePoint", "Trello", "Word", "Google Docs", "OneNote"],
    "mailtool": ["Mailchimp", "Outlook", "Word", "NationBuilder", "Google Docs"],
    "apitool": ["GitHub", "Jira", "Slack", "Mailchimp", "Salesforce", "Zoom", "NationBuilder",
                "Trello"],
})
