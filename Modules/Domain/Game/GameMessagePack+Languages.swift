extension GameMessagePack {
  public static let english = GameMessagePack(
    language: "en",
    spotOn: "just as guessed", close: "close to the guess", aBitLonger: "a bit longer than guessed",
    longer: "longer than guessed", aBitShorter: "a bit shorter than guessed", shorter: "shorter than guessed",
    comparison: "Guessed {guess} · took {actual} · {band}", timesOnly: "Guessed {guess} · took {actual}",
    skippedAfterGuess: "Guessed {guess} · skipped",
    skipped: "Skipped",
    pastTimes: "Last times: {times}", closestGuess: "Closest guess: {task} · {band}",
    trendCloser: "guesses getting closer", trendAboutTheSame: "guesses about as close as before",
    trendFurther: "guesses further from the times than before", trendNotEnoughPlays: "not enough plays yet to compare",
    tendencyOver: "most guesses above the time taken", tendencyUnder: "most guesses below the time taken",
    tendencyBalanced: "guesses on both sides of the time taken",
    streak: "Streak: {days}", longestStreak: "Longest streak: {days}", gaps: "Gaps: {dates}",
    oneDay: "1 day", days: "{count} days", onePlay: "1 play", plays: "{count} plays"
  )

  public static let spanish = GameMessagePack(
    language: "es",
    spotOn: "tal como se estimó", close: "cerca de lo estimado", aBitLonger: "un poco más largo de lo estimado",
    longer: "más largo de lo estimado", aBitShorter: "un poco más corto de lo estimado",
    shorter: "más corto de lo estimado",
    comparison: "Estimado {guess} · duró {actual} · {band}", timesOnly: "Estimado {guess} · duró {actual}",
    skippedAfterGuess: "Estimado {guess} · omitido",
    skipped: "Omitido",
    pastTimes: "Últimas veces: {times}", closestGuess: "Estimación más cercana: {task} · {band}",
    trendCloser: "estimaciones cada vez más cercanas", trendAboutTheSame: "estimaciones tan cercanas como antes",
    trendFurther: "estimaciones más lejos de los tiempos que antes",
    trendNotEnoughPlays: "aún no hay suficientes partidas para comparar",
    tendencyOver: "la mayoría de las estimaciones por encima del tiempo",
    tendencyUnder: "la mayoría de las estimaciones por debajo del tiempo",
    tendencyBalanced: "estimaciones a ambos lados del tiempo",
    streak: "Racha: {days}", longestStreak: "Racha más larga: {days}", gaps: "Huecos: {dates}",
    oneDay: "1 día", days: "{count} días", onePlay: "1 partida", plays: "{count} partidas"
  )

  public static let french = GameMessagePack(
    language: "fr",
    spotOn: "comme estimé", close: "proche de l’estimation", aBitLonger: "un peu plus long qu’estimé",
    longer: "plus long qu’estimé", aBitShorter: "un peu plus court qu’estimé", shorter: "plus court qu’estimé",
    comparison: "Estimé {guess} · a duré {actual} · {band}", timesOnly: "Estimé {guess} · a duré {actual}",
    skippedAfterGuess: "Estimé {guess} · non chronométré",
    skipped: "Non chronométré",
    pastTimes: "Dernières fois : {times}", closestGuess: "Estimation la plus proche : {task} · {band}",
    trendCloser: "estimations de plus en plus proches", trendAboutTheSame: "estimations aussi proches qu’avant",
    trendFurther: "estimations plus éloignées des temps qu’avant",
    trendNotEnoughPlays: "pas encore assez de parties pour comparer",
    tendencyOver: "la plupart des estimations au-dessus du temps",
    tendencyUnder: "la plupart des estimations en dessous du temps",
    tendencyBalanced: "estimations des deux côtés du temps",
    streak: "Série : {days}", longestStreak: "Plus longue série : {days}", gaps: "Trous : {dates}",
    oneDay: "1 jour", days: "{count} jours", onePlay: "1 partie", plays: "{count} parties"
  )

  public static let german = GameMessagePack(
    language: "de",
    spotOn: "genau wie geschätzt", close: "nah an der Schätzung", aBitLonger: "etwas länger als geschätzt",
    longer: "länger als geschätzt", aBitShorter: "etwas kürzer als geschätzt", shorter: "kürzer als geschätzt",
    comparison: "Schätzung {guess} · Dauer {actual} · {band}", timesOnly: "Schätzung {guess} · Dauer {actual}",
    skippedAfterGuess: "Schätzung {guess} · übersprungen",
    skipped: "Übersprungen",
    pastTimes: "Letzte Male: {times}", closestGuess: "Genaueste Schätzung: {task} · {band}",
    trendCloser: "Schätzungen kommen näher", trendAboutTheSame: "Schätzungen so nah wie vorher",
    trendFurther: "Schätzungen weiter von den Zeiten weg als vorher",
    trendNotEnoughPlays: "noch nicht genug Runden zum Vergleichen",
    tendencyOver: "die meisten Schätzungen über der Zeit", tendencyUnder: "die meisten Schätzungen unter der Zeit",
    tendencyBalanced: "Schätzungen auf beiden Seiten der Zeit",
    streak: "Serie: {days}", longestStreak: "Längste Serie: {days}", gaps: "Lücken: {dates}",
    oneDay: "1 Tag", days: "{count} Tage", onePlay: "1 Runde", plays: "{count} Runden"
  )
}
