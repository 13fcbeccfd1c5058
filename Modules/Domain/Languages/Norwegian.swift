extension Language {
  /// Norwegian Bokmål ("nb"; "no" means it too): holidays are "ferie" compounds ("høstferie",
  /// "vinterferie"), so "*ferie" ends a word; a "planleggingsdag" is a day the pupils stay home.
  public static let norwegian = Language(
    code: "nb", name: "Norwegian",
    keywords: [
      .noSchool: [
        "*ferie", "fridag", "fridager", "skolefri", "elevfri", "elevfri dag", "planleggingsdag",
        "planleggingsdager", "ingen undervisning", "ingen skole", "skolen stengt", "inneklemt fridag",
        "offentlig fridag",
      ],
      .earlyRelease: ["kort skoledag", "kortdag", "halv dag", "skolen slutter tidlig"],
      .schoolDay: ["vanlig skoledag", "undervisning som normalt"],
      .termStart: ["første skoledag", "skolestart", "skoleårets start", "skolestart for elevene"],
      .termEnd: ["siste skoledag", "skoleslutt", "skoleavslutning", "juleavslutning", "sommeravslutning"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "første nyttårsdag", "nyttårsdag", "skjærtorsdag", "langfredag", "første påskedag", "andre påskedag",
        "arbeidernes dag", "grunnlovsdag", "17. mai", "kristi himmelfartsdag", "første pinsedag", "andre pinsedag",
        "julaften", "første juledag", "andre juledag", "nyttårsaften",
      ],
      observances: [
        "morsdag", "farsdag", "valentinsdag", "fastelavn", "fastelavnssøndag", "sankthansaften", "sommertid",
        "vintertid",
      ],
      holidayCalendars: ["helligdager", "helligdag", "offentlige fridager", "røde dager"],
      schoolHolidayCalendars: ["skoleferier", "*ferier"],
      notDaysOff: ["ikke fridag", "ikke offentlig fridag"],
      regional: ["kun i"],
      fillers: ["dag", "dagen"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "leir", "konsert", "marked", "julemarked", "fest", "juleball", "påmelding", "frist", "lekser", "buss",
        "skolebuss", "aktivitet", "aktiviteter", "sfo", "forestilling", "turnering", "utstilling", "lunsj",
      ],
      returns: ["tilbake fra", "tilbake etter"],
      times: ["etter", "før", "innen"],
      laterToday: ["etter skoletid", "etter skolen"]
    ),
    termWords: ["termin", "semester", "halvår", "skoleår", "skoleåret"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .elementary: ["barneskole", "barneskolen", "barnetrinn", "barnetrinnet"],
        .middle: ["ungdomsskole", "ungdomsskolen", "ungdomstrinn", "ungdomstrinnet"],
        .high: ["videregående", "videregående skole"],
      ],
      // "8.–10. trinn" is the ungdomsskole. "Klasse" is German's too, which reads it first.
      grades: [GradeWords(before: ["trinn"], after: ["trinn"], middleFrom: 8, highFrom: 11, last: 10)],
      except: ["unntatt", "bortsett fra"]
    )
  )
}
