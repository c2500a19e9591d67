/** The theme's colour scales, apart from Mantine so the build (the web manifest's colours) reads them too. */
export const palette = {
  velvet: ['#fbeefa', '#f0d8ee', '#e0aedb', '#d083c8', '#c25fb7', '#b948ad', '#a83a9e', '#912f88', '#7d2675', '#661c5f'],
  // Mantine's dark scale, tinted towards aubergine.
  dark: ['#e6dde8', '#c4b6c8', '#9d8da2', '#75657b', '#4f4255', '#3a2f3f', '#2c2331', '#211a26', '#19131d', '#110c14'],
} as const;

/** The dark scheme's page background (Mantine's body is dark[7]): the installed app's splash and title bar. */
export const pageBackground = palette.dark[7];
