// The teaching profile and résumé pieces the teacher area (organizations) shows as well.
export { TeachingProfileSection } from '../components/settings/teaching-profile-section';
export { ResumeDetails } from '../components/mentors/resume-details';
export { useMemberProfile } from '../api/get-member-profile';
export { SignInPrompt } from '../components/sign-in-prompt';
