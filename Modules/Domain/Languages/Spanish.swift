extension Language {
  public static let spanish = Language(
    code: "es", name: "Spanish",
    messages: MessagePack(
      schoolDay: "Día de clase", freeAfternoon: "Tarde libre hoy", freeDay: "Día libre",
      freeDayBecause: "Día libre · {reason}", weekend: "Fin de semana", summerBreak: "Vacaciones de verano",
      outsideSchoolWeek: "Fuera de la semana escolar", termBreak: "Pausa entre trimestres",
      schoolTerm: "Periodo lectivo", schoolEvents: "Eventos en el calendario escolar",
      betweenSchoolHolidays: "Sin vacaciones escolares en el calendario de vacaciones",
      noPublicHoliday: "Sin día festivo en el calendario de festivos",
      noCycleDay: "Sin día de ciclo en el calendario escolar",
      noLessonDay: "Sin lección en el plan de clases del calendario escolar",
      seriesSkip: "Un evento escolar periódico no tiene lugar este día",
      noInformation: "sin información escolar para este día", calendarOff: "lectura del calendario desactivada",
      calendarUnavailable: "calendario no disponible: {source}",
      daySentence: "{Weekday} {date}: {chip}.", nextSentence: "{next}.",
      usualDay: "{Weekday} {date}: un {weekday} como de costumbre.",
      usualDayBecause: "{Weekday} {date}: un {weekday} como de costumbre ({reason}).",
      schoolResumes: "Las clases se reanudan {when}", weekendFrom: "Fin de semana desde {when}",
      summerBreakFrom: "Vacaciones de verano desde {when}", freeDayOn: "Día libre {on}",
      freeDayOnBecause: "Día libre {on} · {reason}",
      whenTomorrow: "mañana", whenWeekday: "el {weekday}", whenDate: "el {weekday} {day} de {month}",
      onTomorrow: "mañana", onWeekday: "el {weekday}", onDate: "el {weekday} {day} de {month}",
      tomorrowChip: "{chip} mañana", freeDayTomorrowBecause: "Día libre mañana · {reason}",
      freeAfternoonTomorrow: "Tarde libre mañana", weekdayTomorrow: "Mañana · {Weekday}",
      usualTomorrow: "Mañana, {weekday} {date}: un {weekday} como de costumbre.",
      usualTomorrowBecause: "Mañana, {weekday} {date}: un {weekday} como de costumbre ({reason}).",
      dayHeading: "{Weekday}, {day} de {month} de {year}", noQuests: "Hoy no hay misiones.",
      usualRoutines: "Las rutinas de siempre del {weekday}: {reason}.",
      weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
      months: [
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
        "diciembre",
      ],
      closureSubject: "'{phrase}' es el sujeto del título",
      closureNames: "aquí '{phrase}' califica a '{noun}'",
      closureReturn: "'{phrase}' es aquello de lo que se vuelve",
      closureTime: "'{phrase}' solo sitúa el evento en el tiempo ('{word}')",
      closureVerb: "aquí '{phrase}' es un verbo",
      closureLater: "'{phrase}' llega después de la jornada escolar",
      closureBridge: "'{phrase}' es un festivo y este día hace puente ('{word}'): no hay clase",
      closureCondition: "'{phrase}' es el sujeto del título; '{word}' es solo una condición"
    ),
    game: GameMessagePack(
      spotOn: "justo", close: "cerca", aBitLonger: "más largo de lo que pensabas",
      longer: "mucho más largo de lo que pensabas", aBitShorter: "más corto de lo que pensabas",
      shorter: "mucho más corto de lo que pensabas",
      closeLonger: "un poco más largo de lo que pensabas", closeShorter: "un poco más corto de lo que pensabas",
      guessQuestion: "¿Cuánto durará {task}? ", keysHelp: "{quit} o Ctrl-C: fin del juego · {skip}: la tarea siguiente",
      quitWords: ["salir"], skipWords: ["omitir", "saltar"], planned: "Planeado: {time}",
      timingQuestion: "{task} en marcha · Intro al final, {skip}: la tarea siguiente: ",
      spotOnResult: "¡Justo! {actual}, pensabas {guess}",
      closeResult: "Cerca — {direction}: {actual}, pensabas {guess}",
      comparison: "{band}: {actual}, pensabas {guess}", timesOnly: "{actual}, pensabas {guess}",
      skippedAfterGuess: "Omitido · pensabas {guess}",
      skipped: "Omitido",
      oneTask: "1 tarea", tasks: "{count} tareas", tasksOf: "{played} de {count} tareas",
      endedEarly: "el juego acabó antes", nothingSaved: "nada guardado",
      pastTimes: "Últimas veces: {times}", closestGuess: "Estimación más cercana: {task}, {band}",
      closestEver: "{task}: la estimación más cercana hasta hoy",
      encouragementCloser: "Las estimaciones de {task} se acercan cada vez más.",
      encouragementPlayed: "Cada estimación muestra un poco más de cuánto duran las cosas.",
      trendCloser: "estimaciones cada vez más cercanas", trendAboutTheSame: "estimaciones tan cercanas como antes",
      trendFurther: "estimaciones más lejos de los tiempos que antes",
      trendNotEnoughPlays: "aún no hay suficientes partidas para comparar",
      tendencyOver: "la mayoría de las estimaciones por encima del tiempo",
      tendencyUnder: "la mayoría de las estimaciones por debajo del tiempo",
      tendencyBalanced: "estimaciones a ambos lados del tiempo",
      streak: "Racha: {days}", longestStreak: "Racha más larga: {days}", gaps: "Huecos: {dates}",
      oneDay: "1 día", days: "{count} días", onePlay: "1 partida", plays: "{count} partidas"
    ),
    keywords: [
      .noSchool: [
        "sin clases", "no hay clases", "no lectivo", "día no lectivo", "vacaciones", "festivo", "día festivo",
        "feriado", "día puente", "puente festivo", "puente", "receso", "asueto", "escuela cerrada", "colegio cerrado",
        "suspensión de clases", "jornada pedagógica", "descanso de navidad", "descanso de semana santa",
        "día de libre disposición", "días de libre disposición", "fiesta escolar unificada", "semana blanca",
      ],
      .earlyRelease: [
        "salida temprana", "salida anticipada", "jornada reducida", "media jornada", "jornada intensiva",
        "medio día",
      ],
      .schoolDay: [
        "día de recuperación", "recuperación de clases", "clases de recuperación", "reanudación de clases",
        "regreso a clases", "vuelta a clases",
      ],
      .termStart: [
        "inicio de clases", "comienzo de clases", "comienzo de las clases", "inicio de las clases",
        "primer día de clases", "primer día de colegio",
        "inicio del curso", "comienzo del curso", "inicio del año escolar", "inicio del ciclo escolar",
      ],
      .termEnd: [
        "fin de clases", "último día de clases", "último día de colegio", "fin del curso", "fin de curso",
        "fin del año escolar", "fin del ciclo escolar",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "año nuevo", "epifanía", "reyes", "día de reyes", "jueves santo", "viernes santo", "lunes de pascua",
        "fiesta del trabajo", "día del trabajo", "asunción", "fiesta nacional", "hispanidad", "todos los santos",
        "día de la constitución", "constitución española", "inmaculada concepción", "inmaculada", "navidad",
        "san josé", "santiago apóstol", "día de andalucía", "día de la comunidad", "fin del ramadán",
        "festividad patronal del nivel educativo",
      ],
      observances: [
        "san valentín", "día de la madre", "día del padre", "día de los inocentes", "nochebuena", "nochevieja",
      ],
      holidayCalendars: ["festivos", "festivo", "días festivos", "dias festivos", "feriados"],
      schoolHolidayCalendars: ["vacaciones escolares", "calendario escolar vacaciones"],
      notDaysOff: [],
      regional: ["solo en", "sólo en"],
      fillers: ["de", "del", "la", "el", "dia", "en", "y"],
      connectors: ["y"],
      regionMarkers: ["zona", "zonas", "región", "regiones"],
      regionNames: ["norte", "sur", "este", "oeste", "centro"],
      local: ["fiesta local", "fiestas locales", "festivo local", "festivos locales"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "campamento", "campamentos", "campus", "colonias", "concierto", "festival", "fiesta", "feria", "mercadillo",
        "mercado", "venta", "tienda", "inscripción", "inscripciones", "matrícula", "plazo", "fecha límite", "entrega",
        "comedor", "menú", "autobús", "bus", "transporte", "ruta", "taller", "talleres", "club", "programa",
        "actividad", "actividades", "excursión", "obra", "teatro", "acto", "misa", "desayuno", "almuerzo", "comida",
        "cena", "tareas", "deberes", "cuadernillo", "ludoteca", "torneo", "concurso", "desfile", "exposición", "fotos",
      ],
      returns: ["regreso", "vuelta", "retorno", "reincorporación"],
      times: ["después", "antes", "tras", "previo"],
      laterToday: ["después de clase", "después de clases", "al terminar las clases", "a la salida"],
      bridges: ["día después de", "día después del", "viernes después de", "lunes después de"],
      conditions: ["si es necesario", "de ser necesario", "en caso necesario", "si fuera necesario"]
    ),
    termWords: ["trimestre", "semestre", "cuatrimestre", "bimestre", "curso escolar", "año escolar"],
    cycleDayWords: ["dia"],
    // "eso" (ESO, secondary) is also "that", and stays out; "kinder" is German for children.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: [
          "infantil", "educación infantil", "preescolar", "parvulario", "párvulos", "jardín de infantes",
          "jardín de niños", "prekínder", "prekinder",
        ],
        .elementary: ["primaria", "educación primaria", "escuela primaria", "primarias"],
        .secondary: [
          "secundaria", "educación secundaria", "escuela secundaria", "educación secundaria obligatoria",
          "secundarias",
        ],
        .high: ["bachillerato", "bachiller", "preparatoria", "prepa", "formación profesional"],
      ],
      grades: [
        GradeWords(before: ["grado", "grados"], after: ["grado", "grados"], middleFrom: 7, highFrom: 10, last: 12)
      ],
      except: ["excepto", "salvo"]
    )
  )
}
