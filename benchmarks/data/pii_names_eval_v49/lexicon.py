# -*- coding: utf-8 -*-
"""Hand-written keep-word categories (English) and non-name fillers for the v49 corpus.

Every entry here is a capitalised non-person word or phrase from politics and public
administration. Eponyms (places, buildings, laws, rules, methods named after people) are
NOT person mentions in this corpus: they name a place, a law or a procedure, so they are
keep items. The generator rejects an example when a keep item shares a token with a person
name in the same example, so e.g. "Jefferson City" never appears next to a person called
Jefferson.
"""

K = {
    "party": [
        "Labour", "Conservatives", "Liberal Democrats", "Green Party", "Plaid Cymru",
        "Scottish National Party", "Democratic Unionist Party", "Sinn Féin", "Alliance Party",
        "Democrats", "Republicans", "Libertarian Party", "Christian Democrats",
        "Social Democrats", "Fianna Fáil", "Fine Gael", "Labor Party", "Nationals",
        "Bloc Québécois", "New Democratic Party", "Liberal Party", "Pirate Party",
        "Workers' Party", "Independents Alliance", "Centre Party", "Forward Party",
    ],
    # places, constituencies and districts; many are named after people (eponyms)
    "place": [
        "Washington", "Wellington", "Houston", "Lincoln", "Victoria", "Jefferson City",
        "Marysville", "Port Elizabeth", "Kingston upon Hull", "Hamilton", "Nelson", "Darwin",
        "Melbourne", "Adelaide", "Brisbane", "Vancouver", "Pittsburgh", "Baltimore", "Raleigh",
        "Charlotte", "Georgetown", "Williamsburg", "Ciudad Bolívar", "Jacksonville", "Dallas",
        "Austin", "Seattle", "Cecil County", "Prince George's County", "Prince Edward Island",
        "Queensland", "Louisiana", "Maryland", "Virginia", "Pennsylvania", "Ho Chi Minh City",
        "Elizabethtown", "Frederiksberg", "Stanley", "Wellington Central", "Holborn and St Pancras",
        "Hampstead and Highgate", "Clwyd South", "Bootle", "Tatton", "Bexhill and Battle",
        "Chipping Barnet", "Glasgow East", "Dublin Bay North", "Cork South-Central",
        "Ottawa Centre", "Leeds North West", "Cardiff Central", "Belfast South",
        "Monroe County", "Madison", "Harrisburg", "Nashville",
    ],
    "building": [
        "Portcullis House", "Westminster Hall", "Elizabeth Tower", "Victoria Tower",
        "Norman Shaw North", "Cannon House Office Building", "Rayburn Building",
        "Longworth Building", "Dirksen Building", "Hart Senate Office Building",
        "Eisenhower Executive Office Building", "Paul-Löbe-Haus", "Jakob-Kaiser-Haus",
        "Louise Weiss building", "Altiero Spinelli building", "Berlaymont", "Lancaster House",
        "Mansion House", "Leinster House", "Tŷ Hywel", "Blair House", "Rideau Hall",
        "Parliament House", "Chequers", "Camp David", "Churchill War Rooms", "City Hall",
        "County Hall", "Somerset House", "Dover House",
    ],
    # laws, bills, rules, conventions, doctrines and methods, most of them eponymous
    "act": [
        "Dodd-Frank Act", "Sarbanes-Oxley Act", "Magnitsky Act", "Taft-Hartley Act",
        "Hatch Act", "Volstead Act", "Glass-Steagall Act", "Megan's Law", "Martha's Rule",
        "Clare's Law", "Sarah's Law", "Helen's Law", "Natasha's Law", "Finn's Law",
        "Mann Act", "Logan Act", "Pendleton Act", "Hyde Amendment", "Byrd Rule", "Hastert Rule",
        "Sewel Convention", "Salisbury Convention", "Ponsonby Rule", "Carltona principle",
        "Nolan Principles", "Haldane principle", "Barnett formula", "Marshall Plan",
        "Monroe Doctrine", "Truman Doctrine", "Schuman Declaration", "Freedom of Information Act",
        "Data Protection Act", "Representation of the People Act", "Localism Act",
        "Equality Act", "Official Secrets Act", "Lobbying Act",
    ],
    "method": [
        "D'Hondt method", "Sainte-Laguë method", "Droop quota", "Hare quota", "Borda count",
        "Condorcet winner", "Duverger's law", "Gini coefficient",
    ],
    "ministry": [
        "Home Office", "Cabinet Office", "Treasury", "Foreign Office", "Ministry of Justice",
        "Department for Education", "Department of Health", "Ministry of Defence",
        "State Department", "Department of Homeland Security", "Department for Transport",
        "Ministry of Housing", "Department for Work and Pensions", "Ministry of Foreign Affairs",
        "Ministry of the Interior", "Privy Council Office", "Treasury Board",
    ],
    "institution": [
        "Electoral Commission", "Information Commissioner's Office", "Parliamentary Ombudsman",
        "Supreme Court", "Court of Appeal", "High Court", "Crown Prosecution Service",
        "National Audit Office", "Office for Budget Responsibility", "Government Digital Service",
        "Federal Election Commission", "Government Accountability Office",
        "Congressional Budget Office", "Library of Congress", "Bundestag", "Bundesrat", "Knesset",
        "Storting", "Riksdag", "Folketing", "Sejm", "Oireachtas", "Dáil", "Seanad", "Lok Sabha",
        "Rajya Sabha", "National Assembly", "Senate", "House of Commons", "House of Lords",
        "House of Representatives", "European Commission", "European Parliament",
        "Council of Europe", "United Nations", "Security Council", "Scottish Parliament",
        "Senedd", "Stormont", "Holyrood", "Whitehall", "Downing Street", "Capitol Hill",
        "Electoral Office", "Boundary Commission", "Civil Service Commission",
    ],
    "committee": [
        "Public Accounts Committee", "Treasury Committee", "Home Affairs Committee",
        "Liaison Committee", "Standards Committee", "Privileges Committee", "Procedure Committee",
        "Backbench Business Committee", "Appropriations Committee", "Ways and Means Committee",
        "Rules Committee", "Judiciary Committee", "Finance Committee", "Planning Committee",
        "Licensing Committee", "Audit and Governance Committee", "Scrutiny Committee",
        "Health and Wellbeing Board", "Petitions Committee", "Boundary Review Panel",
    ],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"],
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "software": [
        "Excel", "SharePoint", "Salesforce", "NationBuilder", "Mailchimp", "Slack", "Teams",
        "Zoom", "GitHub", "Postgres", "Django", "Jira", "Confluence", "Outlook", "Power BI",
        "Tableau", "Airtable", "Google Sheets", "WhatsApp", "Signal", "Telegram", "Python",
        "PowerShell", "Dynamics 365", "ServiceNow", "Oracle", "Workday", "Qualtrics",
        "SurveyMonkey", "DocuSign", "Trello", "Notion", "Canva", "Hootsuite", "Jenkins",
        "Kubernetes", "Grafana", "Ubuntu", "Windows", "Android", "iPhone", "Word", "PowerPoint",
    ],
    "event": [
        "Polling Day", "Election Day", "Budget Day", "Question Time", "PMQs",
        "Remembrance Sunday", "Easter", "Christmas", "Ramadan", "Diwali", "Hanukkah",
        "Lunar New Year", "Black History Month", "Local Government Week", "Purdah",
        "Super Tuesday", "Inauguration Day", "State Opening",
    ],
    "doc": [
        "Hansard", "Erskine May", "Robert's Rules of Order", "Green Paper", "White Paper",
        "Order Paper", "Red Book", "Standing Orders", "Ministerial Code", "Civil Service Code",
        "King's Speech", "Queen's Speech", "Spending Review", "Autumn Statement",
        "Register of Members' Financial Interests", "Electoral Register",
    ],
    "role": [
        "Speaker", "Returning Officer", "Presiding Officer", "Chief Whip", "Black Rod",
        "Serjeant at Arms", "Clerk of the House", "Leader of the House", "Attorney General",
        "Monitoring Officer", "Chief Executive", "Town Clerk", "Ombudsman",
        "Electoral Registration Officer", "Cabinet Secretary", "Permanent Secretary",
    ],
    "acronym": ["FOI", "GDPR", "NHS", "HMRC", "DWP", "ONS", "OSCE", "NATO", "UN", "EU", "FEC",
                "ICO", "IPSA", "DVLA", "CSV", "PDF", "API", "SQL", "JSON", "UK", "US", "VAT",
                "HR", "IT", "CRM", "SLA", "KPI"],
}

# e-mail / web domains never contain a person's name
DOMAINS = [
    "parliament.example.org", "council.example.gov", "ministry.example.net",
    "campaign.example.org", "senate.example.gov", "cityhall.example.org",
    "assembly.example.int", "embassy.example.org", "mail.example.com",
]

# plain fillers (not names and not keep items)
WARDS = ["North Ward", "Riverside", "Old Town", "Hillcrest", "Eastgate", "Harbourside",
         "Millbrook", "Westfield", "Castle Ward", "Parkside", "Southbank", "Moorside"]
