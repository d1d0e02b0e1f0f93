# -*- coding: utf-8 -*-
"""Hand-written keep snippets for the energy / utilities / telecoms theme.

`{K:cat}` in a template draws one snippet of the category; `[[...]]` inside a snippet marks
the capitalised non-name that must survive (the rest of the snippet is ordinary text).
Many keep words look like person names on purpose (eponymous units, laws and devices,
companies, places and streets named after people, months, software)."""
KEEP = {
    "unit": [
        "a [[Tesla]] rating of 1.5", "[[Joule]] heating in the joint", "[[Ohm]]'s law",
        "the [[Kelvin]] colour temperature", "[[Ampere]]-hour capacity", "[[Volt]]-ampere reactive",
        "[[Hertz]] drift on the feeder", "[[Siemens]] per metre conductivity", "the [[Coulomb]] counter",
        "[[Watt]]-peak of the array", "[[Weber]] turns in the core", "[[Faraday]]'s law",
        "[[Henry]] rating of the choke", "[[Newton]] metres on the torque wrench", "[[Pascal]] readings on the gauge",
        "[[Celsius]] set-point", "[[Fahrenheit]] column",
    ],
    "eq": [
        "the [[Buchholz]] relay", "a [[Petersen]] coil", "the [[Rogowski]] coil", "a [[Yagi]] antenna",
        "the [[Wheatstone]] bridge", "a [[Bourdon]] gauge", "the [[Pitot]] tube", "a [[Venturi]] meter",
        "the [[Faraday]] cage", "a [[Peltier]] module", "a [[Zener]] diode", "the [[Schottky]] barrier",
        "a [[Fresnel]] lens", "the [[Smith]] chart", "a [[Butterworth]] filter", "the [[Kalman]] filter",
        "a [[Francis]] turbine", "the [[Kaplan]] turbine", "a [[Pelton]] wheel", "the [[Stirling]] engine",
        "a [[Diesel]] genset", "the [[Carnot]] efficiency", "a [[Rankine]] cycle", "the [[Darrieus]] rotor",
        "a [[Stevenson]] screen", "the [[Bode]] plot", "[[Erlang]] B tables", "a [[Hamming]] code",
        "the [[Nyquist]] limit", "[[Fourier]] analysis of the harmonics", "a [[Gantt]] chart",
        "[[Kirchhoff]]'s current law", "[[Morse]] code", "[[Hall]] effect sensors", "a [[Cassegrain]] dish",
    ],
    "co": [
        "[[Schneider Electric]]", "[[Siemens Energy]]", "[[Landis+Gyr]]", "[[Kamstrup]]", "[[Itron]]",
        "[[Honeywell]]", "[[Vaillant]]", "[[Worcester Bosch]]", "[[Daikin]]", "[[Mitsubishi Electric]]",
        "[[Grundfos]]", "[[Viessmann]]", "[[Ericsson]]", "[[Nokia]]", "[[Huawei]]", "[[Cisco]]",
        "[[Ciena]]", "[[Fronius]]", "[[SolarEdge]]", "[[Enphase]]", "[[Vestas]]", "[[Westinghouse]]",
        "[[Ferranti]]", "[[Marconi]]", "[[Hitachi Energy]]", "[[Eaton]]", "[[Baxi]]", "[[Sagemcom]]",
        "[[Morgan Grid Services]]", "[[Faraday Networks]]", "[[Maxwell Telecom]]", "[[Kirby Fibre]]",
        "[[Hollis Water]]", "[[Brightwell Energy]]", "[[Lovell Power]]", "[[Calloway Cabling]]",
    ],
    "site": [
        "[[Wellington Road]] substation", "[[Victoria Park]] pumping station", "[[Nelson Street]] primary",
        "[[Gladstone Street]] kiosk", "[[Brunel Way]] depot", "[[Telford Road]] reservoir",
        "[[Stephenson Close]] cabinet", "[[Tesla Avenue]] exchange", "[[Marconi Drive]] mast",
        "[[Ada Lovelace Way]] data hall", "[[Kelvin Way]] switch room", "[[Volta Street]] feeder pillar",
        "[[Edison Park]] solar farm", "[[Curie Court]] heat network", "[[St Bridget's]] booster",
        "[[Florence Mill]] hydro", "[[Adelaide Terrace]] riser", "[[Churchill Way]] grid supply point",
        "[[Stanley Bank]] water tower", "[[Mandela Drive]] street cabinet", "[[Beaumont Lane]] PMT",
        "[[Lady Margaret Road]] BT pole", "[[King Edward]] bulk supply point", "[[Queen Mary]] reservoir",
        "[[Albert Dock]] chiller plant", "[[Sherwood]] compressor station",
    ],
    "town": [
        "[[Wellington]]", "[[Nelson]]", "[[Darwin]]", "[[Adelaide]]", "[[Hamilton]]", "[[Houston]]",
        "[[Austin]]", "[[Charlotte]]", "[[Lincoln]]", "[[Victoria]]", "[[Alexandria]]", "[[Kingston]]",
        "[[Florence]]", "[[Regina]]", "[[Eugene]]", "[[Sydney]]", "[[Jackson]]", "[[Dallas]]",
        "[[Chester]]", "[[Stanley]]", "[[Marseille]]", "[[Georgetown]]", "[[Port Elizabeth]]",
    ],
    "std": [
        "[[IEC 61850]]", "[[BS 7671]]", "[[IEEE 802.11ax]]", "[[G99]]", "[[G98]]", "[[MCS]]",
        "[[ISO 50001]]", "[[DNP3]]", "[[Modbus]]", "[[SMETS2]]", "[[DLMS]]", "[[LTE]]", "[[5G NR]]",
        "[[GPON]]", "[[VDSL2]]", "[[DOCSIS 3.1]]", "[[SIP]]", "[[Ofgem]]", "[[Ofcom]]", "[[Ofwat]]",
        "[[FERC]]", "[[NERC CIP]]", "[[RIIO-ED2]]", "[[IEC 62056]]", "[[LoRaWAN]]", "[[Zigbee]]",
        "[[eSIM]]", "[[VoLTE]]", "[[MPAN]]", "[[MPRN]]", "[[GDPR]]",
    ],
    "tariff": [
        "[[Economy 7]] tariff", "[[Agile Flex]] tariff", "[[Florence Fixed v3]]",
        "[[Evergreen Saver]] plan", "[[Sunrise Fix 24]]", "[[Victor Variable]] tariff",
        "[[Go Green Duo]]", "[[Smart Export Guarantee]]", "[[Warm Home Discount]]",
        "[[Priority Services Register]]", "[[Feed-in Tariff]]", "[[Unlimited Max]] SIM-only",
        "[[Fibre 900]] bundle", "[[Social Tariff Essentials]]", "[[Winter Fuel Payment]]",
    ],
    "month": [
        "[[January]]", "[[March]]", "[[April]]", "[[May]]", "[[June]]", "[[July]]", "[[August]]",
        "[[September]]", "[[October]]", "[[November]]", "[[December]]",
    ],
    "day": [
        "[[Monday]]", "[[Tuesday]]", "[[Wednesday]]", "[[Thursday]]", "[[Friday]]", "[[Saturday]]",
        "[[Sunday]]", "[[Boxing Day]]", "[[Easter Monday]]", "[[Christmas Eve]]",
    ],
    "sw": [
        "[[SAP IS-U]]", "[[Salesforce]]", "[[ServiceNow]]", "[[Jira]]", "[[Grafana]]", "[[Kibana]]",
        "[[Prometheus]]", "[[Ansible]]", "[[Terraform]]", "[[Django]]", "[[pandas]]", "[[PostgreSQL]]",
        "[[Excel]]", "[[Power BI]]", "[[Tableau]]", "[[Julia]]", "[[Ruby]]", "[[Ada]]", "[[Haskell]]",
        "[[Kotlin]]", "[[Jenkins]]", "[[Kafka]]", "[[Cassandra]]", "[[Maven]]", "[[Alexa]]", "[[Siri]]",
        "[[Watson]]", "[[Jupyter]]", "[[Copilot]]", "[[Outlook]]", "[[Teams]]", "[[ArcGIS]]",
        "[[OSIsoft PI]]", "[[Zendesk]]",
    ],
}
