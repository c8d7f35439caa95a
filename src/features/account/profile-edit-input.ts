/** What the session knows of the member, as the profile editor's starting values. */
import type { FullProfile } from '../../api/models/profile'
import type { ProfileEditInput } from '../../machines/profile-edit/profile-edit.types'

/** An enumeration code as the form holds it: '' for "not given" (the API sends '' or 0). */
const code = (value: string | undefined) => (value && value !== '0' ? value : '')
const numberText = (value: number | null) => (value === null ? '' : String(value))

export function profileEditInputFrom(profile: FullProfile): ProfileEditInput {
  return {
    birthDate: profile.birthdate ?? '',
    cityQuery: profile.location || profile.city,
    interestIds: profile.interests.map((interest) => interest.id),
    description: profile.description,
    height: numberText(profile.height),
    weight: numberText(profile.weight),
    children: numberText(profile.children),
    eyes: code(profile.eyes),
    hair: code(profile.hair),
    maritalStatus: code(profile.situation),
    bodyShape: code(profile.bodyShape),
    personality: code(profile.personality),
    orientation: code(profile.orientation),
    education: code(profile.studies),
    job: code(profile.job),
    fullName: profile.fullName ?? '',
    bodyOptionIds: [...profile.bodyOptions],
  }
}
