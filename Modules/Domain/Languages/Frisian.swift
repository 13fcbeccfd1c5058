extension Language {
  /// West Frisian, as schools and feeds in Friesland write: holidays are "fakânsje" compounds
  /// ("krystfakânsje", "simmerfakânsje"), so "*fakânsje" ends a word. Sûkerfeest, Sinteklaas and
  /// Sinte-Marten are observed and school goes on; "boufak" is the builders' holiday, not the
  /// schools'. No country of the holiday data writes Frisian: its names are all hand-kept.
  public static let frisian = Language(
    code: "fy", name: "Frisian",
    keywords: [
      .noSchool: [
        "*fakânsje", "*fakânsjes", "fakânsjedei", "fakânsjedagen", "frije dei", "frije dagen", "gjin skoalle",
        "gjin les", "studzjedei", "studzjedagen", "skoalle ticht",
      ],
      .earlyRelease: ["frije middei", "middei frij", "heale dei"],
      .schoolDay: ["gewoane lesdei", "ynhelle lesdei"],
      .termStart: ["earste skoaldei", "begjin skoaljier", "start skoaljier"],
      .termEnd: ["lêste skoaldei", "ein skoaljier"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nijjiersdei", "goedfreed", "earste peaskedei", "twadde peaskedei", "keningsdei", "keninginnedei",
        "befrijingsdei", "nasjonale befrijingsdei", "himmelfeartsdei", "earste pinksterdei", "twadde pinksterdei",
        "earste krystdei", "twadde krystdei",
      ],
      observances: [
        "sûkerfeest", "sinteklaasjûn", "sint-piter", "prinsedei", "naturalisaasjedei", "memmedei", "heitedei",
        "keninkryksdei", "karnaval", "falentynsdei", "deadebetinking", "bistedei", "âldjiersdei", "âldjiersjûn",
        "trijekeningen", "slach by warns", "dei fan de arbeid", "boufak", "start boufak",
      ],
      holidayCalendars: ["feestdagen", "fryske feestdagen", "feestdei"],
      schoolHolidayCalendars: ["skoalfakânsjes", "fakânsjes"],
      notDaysOff: ["gjin frije dei"],
      regional: ["allinnich yn"],
      fillers: ["de", "dei"],
      regionMarkers: ["regio"],
      regionNames: ["noard", "súd"]
    ),
    titleGrammar: TitleGrammar(
      activities: ["kamp", "opfang", "merk", "konsert", "feest", "húswurk", "bus", "toernoai"],
      returns: ["werom fan"],
      times: ["nei", "nei de", "foar de"],
      laterToday: ["nei skoaltiid"]
    ),
    termWords: ["skoaljier", "perioade"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .elementary: ["basisskoalle", "basisûnderwiis", "legere skoalle"],
        .secondary: ["fuortset ûnderwiis", "foartset ûnderwiis", "middelbere skoalle"],
      ],
      except: ["útsein"]
    )
  )
}
