extension Language {
  /// Irish, as Gaelscoileanna write their calendars: a break is a "sos" ("Sos lár-téarma", the
  /// mid-term break) and the holidays "laethanta saoire". "Sos" alone is left out (Spanish "sos",
  /// an SOS), and so is "téarma" as a term word: a mid-term break names the term it falls in.
  public static let irish = Language(
    code: "ga", name: "Irish",
    keywords: [
      .noSchool: [
        "sos lár-théarma", "sos lár-téarma", "sos na nollag", "sos na cásca", "saoire", "laethanta saoire",
        "scoil dúnta", "scoil dúnta do dhaltaí",
      ],
      .earlyRelease: ["leathlá", "dúnadh luath"],
      .schoolDay: ["scoil ar oscailt"],
      .termStart: ["an chéad lá scoile", "tús na scoilbhliana", "tús an téarma"],
      .termEnd: ["an lá deireanach scoile", "deireadh na scoilbhliana", "deireadh an téarma"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "lá caille", "lá fhéile bríde", "lá fhéile pádraig", "lá le pádraig", "luan cásca", "lá nollag",
        "lá fhéile stiofáin",
      ],
      observances: ["oíche shamhna"],
      holidayCalendars: ["laethanta saoire poiblí"],
      schoolHolidayCalendars: ["laethanta saoire scoile"],
      notDaysOff: ["lá oibre"],
      regional: ["amháin"],
      fillers: ["lá"],
      connectors: ["agus"]
    ),
    titleGrammar: TitleGrammar(
      activities: ["campa", "ceolchoirm", "turas", "scrúdú", "obair bhaile", "clárú", "bus"],
      returns: ["ar ais"],
      times: ["tar éis", "roimh"],
      laterToday: ["tar éis na scoile"]
    ),
    termWords: ["scoilbhliain"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["naíonra"],
        .elementary: ["bunscoil", "bunscoileanna"],
        .secondary: ["meánscoil", "iar-bhunscoil"],
      ]
    )
  )
}
