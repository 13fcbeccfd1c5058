extension Language {
  /// Hungarian: "szünet" takes suffixes ("szünetben", "szünetre", "szünetel": suspended), so it
  /// begins a word ("szünet*"), and "before" and "after" follow it ("szünet előtti utolsó tanítási
  /// nap", "a szünet utáni első tanítási nap"): postpositions. A "tanítás nélküli munkanap" is the
  /// school's own day without lessons; an "áthelyezett munkanap" or a Saturday "tanítási nap" is a
  /// school day.
  public static let hungarian = Language(
    code: "hu", name: "Hungarian",
    keywords: [
      .noSchool: [
        "szünet*", "szünidő*", "szünidei*", "tanítás nélküli munkanap", "tanítás nélküli munkanapok",
        "tanítás nélküli nap",
        "pihenőnap", "áthelyezett pihenőnap", "munkaszüneti nap", "iskola zárva", "nincs tanítás",
        "elmarad a tanítás",
      ],
      .earlyRelease: ["rövidített órák", "rövidített tanítási nap"],
      .schoolDay: ["tanítási nap", "szombati tanítási nap", "áthelyezett munkanap", "szombati munkanap"],
      .termStart: ["tanévnyitó", "tanévnyitó ünnepély", "első tanítási nap", "első tanítási napja", "tanév kezdete"],
      .termEnd: [
        "tanévzáró", "tanévzáró ünnepély", "utolsó tanítási nap", "utolsó tanítási napja", "tanév vége",
        "félév vége", "első félév vége", "bizonyítványosztás",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "újév", "nemzeti ünnep", "nagypéntek", "húsvét", "húsvéthétfő", "a munka ünnepe", "pünkösd",
        "pünkösdhétfő", "államalapítás ünnepe", "szent istván napja", "mindenszentek", "szenteste", "karácsony",
        "karácsony másnapja",
      ],
      observances: [
        "farsang", "anyák napja", "apák napja", "valentin-nap", "pedagógusnap", "gyereknap", "mikulás",
        "nemzeti összetartozás napja", "az aradi vértanúk emléknapja",
      ],
      holidayCalendars: ["ünnepnapok", "munkaszüneti napok", "nemzeti ünnepek", "ünnepek"],
      schoolHolidayCalendars: ["iskolai szünetek", "tanítási szünetek"],
      notDaysOff: ["emléknap", "munkanap"],
      regional: ["csak"],
      fillers: ["nap", "napja", "a", "az"],
      connectors: ["és"]
    ),
    // Hungarian puts the head last, after the closure: "téli szünet ügyelet", "nyári szünidei tábor".
    titleGrammar: TitleGrammar(
      activities: [
        "tábor", "napközi", "ügyelet", "szakkör", "koncert", "vásár", "kirándulás", "verseny", "vizsga",
        "házi feladat", "házi feladatok", "jelentkezés", "beiratkozás", "busz", "ebéd", "étkezés", "program",
        "programok", "foglalkozás", "előadás",
      ],
      laterToday: ["tanítás után", "órák után"],
      postpositions: ["után", "utáni", "előtt", "előtti", "követő", "követően"]
    ),
    termWords: ["félév", "első félév", "második félév", "tanév"],
    // The "általános iskola" teaches grades 1 to 8: lower and upper school both.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["óvoda", "óvodások", "óvodás"],
        .elementary: ["alsó tagozat", "alsósok", "általános iskola"],
        .middle: ["felső tagozat", "felsősök", "általános iskola"],
        .high: ["gimnázium", "középiskola", "szakgimnázium", "technikum"],
      ],
      grades: [
        GradeWords(
          before: ["évfolyam"], after: ["évfolyam", "évfolyamok", "osztály", "osztályok", "osztályosok"],
          middleFrom: 5, highFrom: 9, last: 12)
      ],
      except: ["kivéve"]
    )
  )
}
