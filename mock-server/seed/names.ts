/**
 * French first names and nickname patterns for the seed. Nicknames are built from a first name or a
 * word plus a number or a département, the way members pick them (`Julie_69`, `LoupDeMer33`), and are
 * kept unique by the seed.
 */
export const MALE_NAMES = [
  'Thomas', 'Nicolas', 'Julien', 'Maxime', 'Antoine', 'Alexandre', 'Romain', 'Kevin', 'Guillaume',
  'Pierre', 'Sébastien', 'Mathieu', 'Jérôme', 'Florian', 'Vincent', 'Benoît', 'Hugo', 'Lucas',
  'Théo', 'Louis', 'Arthur', 'Gabriel', 'Raphaël', 'Paul', 'Clément', 'Quentin', 'Baptiste',
  'Olivier', 'Laurent', 'Philippe', 'Christophe', 'Stéphane', 'Frédéric', 'David', 'Éric', 'Patrick',
  'Cédric', 'Damien', 'Yann', 'Loïc', 'Mehdi', 'Karim', 'Samir', 'Bruno', 'Didier', 'Gilles',
  'Jean', 'Michel', 'Alain', 'Bernard', 'Marc', 'Adrien', 'Valentin', 'Jordan', 'Anthony', 'Fabien',
] as const

export const FEMALE_NAMES = [
  'Camille', 'Julie', 'Marie', 'Léa', 'Manon', 'Chloé', 'Emma', 'Sarah', 'Laura', 'Pauline',
  'Mathilde', 'Élodie', 'Aurélie', 'Céline', 'Émilie', 'Sophie', 'Nathalie', 'Isabelle', 'Sandrine',
  'Stéphanie', 'Caroline', 'Virginie', 'Audrey', 'Charlotte', 'Clara', 'Inès', 'Jade', 'Louise',
  'Alice', 'Zoé', 'Anaïs', 'Margaux', 'Océane', 'Lucie', 'Juliette', 'Marion', 'Amandine', 'Mélanie',
  'Valérie', 'Christine', 'Sylvie', 'Patricia', 'Catherine', 'Martine', 'Nadia', 'Yasmine', 'Sonia',
  'Agathe', 'Héloïse', 'Lina', 'Noémie', 'Elsa', 'Coralie', 'Justine', 'Gaëlle', 'Laëtitia',
] as const

export const NICK_WORDS = [
  'Soleil', 'Loup', 'Papillon', 'Étoile', 'Tendresse', 'Coquin', 'Coquine', 'Rêveur', 'Rêveuse',
  'Flirt', 'Douceur', 'Câlin', 'Baroudeur', 'Sirène', 'Minou', 'Panthère', 'Ange', 'Lutin', 'Pirate',
  'Bohème', 'Charmeur', 'Charmeuse', 'Gourmand', 'Gourmande', 'Voyageur', 'Voyageuse', 'Épicurien',
  'Passion', 'Caramel', 'Cerise', 'Zen', 'Nomade', 'Velours', 'Tigre', 'Lune', 'Mistral',
] as const

export const COUPLE_NAMES = [
  ['Julie', 'Marc'], ['Sophie', 'Nicolas'], ['Laura', 'Kevin'], ['Céline', 'David'], ['Marie', 'Paul'],
  ['Anaïs', 'Hugo'], ['Nadia', 'Karim'], ['Émilie', 'Thomas'], ['Sandrine', 'Éric'], ['Lucie', 'Romain'],
] as const

/** Removes accents and spaces so a name can stand in a nickname or an email address. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
}
