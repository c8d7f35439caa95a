import { describe, expect, it } from 'vitest'
import { normalizeFullProfile } from '../../api/normalize/profile'
import { profileEditInputFrom } from './profile-edit-input'

describe('profileEditInputFrom', () => {
  it('reads the member lookup as the editor starting values', () => {
    const profile = normalizeFullProfile({
      id: '10001',
      pseudo: 'Juliette75',
      zone_name: 'Paris (75)',
      ville: 'Paris',
      naissance: '1992-03-14',
      description: 'Bonjour',
      taille: '168',
      poids: '',
      nb_enfants: '0',
      yeux: '2',
      cheveux: '',
      situation: '1',
      silhouette: '0',
      personnalite: '4',
      sexe2: '1',
      etudes: '5',
      travail: '2',
      nom_complet: 'Juliette Martin',
      opts_body: ['2', 3],
      tab_interests2: [
        { id: '1', name: 'Cinéma' },
        { id: '3', name: 'Voyages' },
      ],
    })
    expect(profileEditInputFrom(profile)).toEqual({
      birthDate: '1992-03-14',
      cityQuery: 'Paris (75)',
      interestIds: ['1', '3'],
      description: 'Bonjour',
      height: '168',
      weight: '',
      children: '0',
      eyes: '2',
      hair: '',
      maritalStatus: '1',
      bodyShape: '',
      personality: '4',
      orientation: '1',
      education: '5',
      job: '2',
      fullName: 'Juliette Martin',
      bodyOptionIds: ['2', '3'],
    })
  })

  it('leaves the full name empty when the lookup does not carry it', () => {
    expect(profileEditInputFrom(normalizeFullProfile({ id: '1', pseudo: 'A' })).fullName).toBe('')
  })
})
