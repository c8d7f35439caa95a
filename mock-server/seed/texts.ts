/**
 * French free text for the seed and the simulated members: profile descriptions, openers, replies.
 * Written by hand so conversations read like a real site's, not like lorem ipsum.
 */
export const DESCRIPTIONS = [
  "Curieuse de tout, j'aime les balades au bord de l'eau et les discussions qui finissent tard.",
  'Sportif le week-end, gourmand tout le temps. Je cherche quelqu’un avec qui partager un bon resto.',
  'Nouvelle dans la région, envie de rencontres sympas et sans prise de tête.',
  'Un brin timide au début, mais très bavard une fois le premier café passé.',
  "J'adore voyager, la photo et les marchés du dimanche matin. Et vous ?",
  'Épicurien assumé : bons vins, fromages et concerts en plein air.',
  'Maman solo, je prends enfin un peu de temps pour moi. Humour indispensable !',
  'Passionné de randonnée et de montagne. Je cherche une complice pour de nouvelles aventures.',
  'Je crois encore aux coups de foudre, mais je commence par un verre en terrasse.',
  'Couple complice et ouvert, on aime rencontrer des gens bienveillants et drôles.',
  'Cinéphile, lectrice compulsive, danseuse du samedi soir.',
  'Pas très doué pour parler de moi… le mieux c’est de m’écrire !',
  'Franc, attentionné et un peu rêveur. Ici pour voir ce que le hasard me réserve.',
  'Je travaille beaucoup, alors les moments de douceur comptent double.',
  'Amoureuse de la mer, du soleil et des longues soirées d’été.',
  'Jeune retraité, plein d’énergie, amateur de jardin et de bonne cuisine.',
]

export const OPENERS = [
  'Bonjour, ton profil m’a beaucoup plu 😊',
  'Salut ! Tu es de quel coin exactement ?',
  'Coucou, jolie photo ! On discute un peu ?',
  'Bonsoir, tu passes une bonne soirée ?',
  'Hello, je vois qu’on aime tous les deux voyager. Ta plus belle destination ?',
  'Salut, on a l’air d’avoir des goûts en commun…',
  'Bonjour ! Tu fais quoi de beau ce week-end ?',
]

export const REPLIES = [
  'Merci, c’est gentil ! Et toi, tu cherches quoi ici ?',
  'Haha, bonne question… je dirais un peu de tout 😄',
  'Je suis plutôt du côté du centre-ville. Et toi ?',
  'Oui, très bonne soirée, merci ! Je rentre d’un ciné.',
  'Ça me dirait bien de prendre un verre un de ces jours.',
  'J’adore l’Italie, surtout la côte amalfitaine. Et toi ?',
  'Pas grand-chose de prévu, peut-être une balade si le temps le permet.',
  'Tu as l’air sympa, raconte-moi un peu ta journée ?',
  'Désolée pour le retard, grosse journée au boulot !',
  'Avec plaisir, on continue de discuter ici ?',
  'Je suis curieuse, qu’est-ce qui t’a fait sourire aujourd’hui ?',
  'On pourrait se voir autour d’un café, qu’en dis-tu ?',
]

export const ALBUM_REQUEST_TEXT = 'Je souhaiterais voir votre album privé.'
export const ALBUM_ACCEPT_TEXT = 'Je vous ai donné accès à mon album privé.'
export const ALBUM_REFUSE_TEXT = 'Je préfère garder mon album privé pour le moment.'
