/**
 * Real French towns with their département number and approximate coordinates, so the search's
 * distance filter means something (Versailles is 17 km from Paris, Lyon 390 km). The zone name is the
 * API's display form, `Paris (75)`. Weights make big towns hold more members, like a real site.
 */
export interface CitySeed {
  id: number
  name: string
  dept: string
  lat: number
  lon: number
  weight: number
}

const raw: [string, string, number, number, number][] = [
  ['Paris', '75', 48.8566, 2.3522, 40],
  ['Boulogne-Billancourt', '92', 48.8397, 2.2399, 4],
  ['Saint-Denis', '93', 48.9362, 2.3574, 3],
  ['Versailles', '78', 48.8049, 2.1204, 3],
  ['Créteil', '94', 48.7904, 2.4556, 2],
  ['Argenteuil', '95', 48.9472, 2.2467, 2],
  ['Nanterre', '92', 48.8924, 2.2071, 2],
  ['Montreuil', '93', 48.8638, 2.4485, 2],
  ['Vincennes', '94', 48.8474, 2.4394, 1],
  ['Évry-Courcouronnes', '91', 48.6294, 2.4407, 1],
  ['Meaux', '77', 48.9601, 2.8788, 1],
  ['Melun', '77', 48.5393, 2.6608, 1],
  ['Marseille', '13', 43.2965, 5.3698, 14],
  ['Aix-en-Provence', '13', 43.5297, 5.4474, 4],
  ['Lyon', '69', 45.764, 4.8357, 12],
  ['Villeurbanne', '69', 45.7719, 4.8902, 3],
  ['Toulouse', '31', 43.6047, 1.4442, 10],
  ['Nice', '06', 43.7102, 7.262, 8],
  ['Cannes', '06', 43.5528, 7.0174, 2],
  ['Antibes', '06', 43.5808, 7.1251, 2],
  ['Nantes', '44', 47.2184, -1.5536, 8],
  ['Saint-Nazaire', '44', 47.2736, -2.2137, 1],
  ['Strasbourg', '67', 48.5734, 7.7521, 7],
  ['Montpellier', '34', 43.6108, 3.8767, 7],
  ['Béziers', '34', 43.3442, 3.2158, 1],
  ['Bordeaux', '33', 44.8378, -0.5792, 8],
  ['Mérignac', '33', 44.8386, -0.6436, 1],
  ['Lille', '59', 50.6292, 3.0573, 7],
  ['Roubaix', '59', 50.6942, 3.1746, 2],
  ['Tourcoing', '59', 50.7239, 3.1612, 1],
  ['Dunkerque', '59', 51.0344, 2.3768, 1],
  ['Rennes', '35', 48.1173, -1.6778, 6],
  ['Saint-Malo', '35', 48.6493, -2.0257, 1],
  ['Reims', '51', 49.2583, 4.0317, 4],
  ['Le Havre', '76', 49.4944, 0.1079, 4],
  ['Rouen', '76', 49.4432, 1.0999, 4],
  ['Saint-Étienne', '42', 45.4397, 4.3872, 4],
  ['Toulon', '83', 43.1242, 5.928, 4],
  ['Fréjus', '83', 43.4331, 6.7369, 1],
  ['Grenoble', '38', 45.1885, 5.7245, 4],
  ['Dijon', '21', 47.322, 5.0415, 3],
  ['Angers', '49', 47.4784, -0.5632, 3],
  ['Nîmes', '30', 43.8367, 4.3601, 3],
  ['Clermont-Ferrand', '63', 45.7772, 3.087, 3],
  ['Le Mans', '72', 48.0061, 0.1996, 3],
  ['Aix-les-Bains', '73', 45.6885, 5.915, 1],
  ['Chambéry', '73', 45.5646, 5.9178, 1],
  ['Annecy', '74', 45.8992, 6.1294, 2],
  ['Brest', '29', 48.3904, -4.4861, 3],
  ['Quimper', '29', 47.9975, -4.0979, 1],
  ['Tours', '37', 47.3941, 0.6848, 3],
  ['Amiens', '80', 49.8941, 2.2958, 3],
  ['Limoges', '87', 45.8336, 1.2611, 3],
  ['Perpignan', '66', 42.6887, 2.8948, 3],
  ['Metz', '57', 49.1193, 6.1757, 3],
  ['Nancy', '54', 48.6921, 6.1844, 3],
  ['Besançon', '25', 47.2378, 6.0241, 2],
  ['Orléans', '45', 47.9029, 1.9093, 2],
  ['Mulhouse', '68', 47.7508, 7.3359, 2],
  ['Colmar', '68', 48.0794, 7.3585, 1],
  ['Caen', '14', 49.1829, -0.3707, 2],
  ['Poitiers', '86', 46.5802, 0.3404, 2],
  ['La Rochelle', '17', 46.1603, -1.1511, 2],
  ['Pau', '64', 43.2951, -0.3708, 2],
  ['Bayonne', '64', 43.4929, -1.4748, 1],
  ['Biarritz', '64', 43.4832, -1.5586, 1],
  ['Avignon', '84', 43.9493, 4.8055, 2],
  ['Valence', '26', 44.9334, 4.8924, 1],
  ['Troyes', '10', 48.2973, 4.0744, 1],
  ['Lorient', '56', 47.7483, -3.3702, 1],
  ['Vannes', '56', 47.6582, -2.7608, 1],
  ['Niort', '79', 46.3237, -0.4588, 1],
  ['Chartres', '28', 48.4439, 1.489, 1],
  ['Bourges', '18', 47.081, 2.3988, 1],
  ['Ajaccio', '2A', 41.9192, 8.7386, 1],
  ['Bastia', '2B', 42.6977, 9.4508, 1],
  ['Calais', '62', 50.9513, 1.8587, 1],
  ['Arras', '62', 50.291, 2.7775, 1],
  ['Angoulême', '16', 45.6484, 0.1562, 1],
  ['Saint-Brieuc', '22', 48.5141, -2.7603, 1],
  ['Cholet', '49', 47.0606, -0.8789, 1],
  ['Laval', '53', 48.0707, -0.7734, 1],
  ['Montauban', '82', 44.0176, 1.355, 1],
  ['Albi', '81', 43.9291, 2.148, 1],
  ['Carcassonne', '11', 43.2128, 2.3537, 1],
  ['Gap', '05', 44.5594, 6.0786, 1],
  ['Saint-Tropez', '83', 43.2727, 6.6406, 1],
  ['Deauville', '14', 49.3572, 0.0691, 1],
]

export const CITIES: readonly CitySeed[] = raw.map(([name, dept, lat, lon, weight], i) => ({
  id: 30000 + i * 7,
  name,
  dept,
  lat,
  lon,
  weight,
}))

export const zoneName = (city: Pick<CitySeed, 'name' | 'dept'>) => `${city.name} (${city.dept})`

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
