import type { IconName } from '#web/components/ui/icon.tsx';
import { schoolIdentity } from '#contracts/school-identity.ts';

export const careersMeta = {
  title: 'Careers',
  description: `Teach and grow with ${schoolIdentity.name}, a CBSE school in ${schoolIdentity.city}. See why educators join us and apply by e-mail or online with your resume.`,
  path: '/careers',
};

export const careersHero = {
  eyebrow: 'Careers',
  title: 'Join Our Team of Educators',
  lead: `Passionate teachers and staff make ${schoolIdentity.name} what it is. If you want to shape young minds in a caring, values-led school, we would like to hear from you.`,
};

type IconCard = { title: string; text: string; icon: IconName };

export const valuesSection = {
  title: 'Our Values',
  intro: 'What we expect of each other, in the classroom and the staff room.',
  cards: [
    {
      title: 'Child First',
      text: 'Every decision starts with what is best for the learner: their safety, curiosity and well-being.',
      icon: 'heart',
    },
    {
      title: 'Integrity',
      text: 'We are honest with students, parents and colleagues, and we keep our promises.',
      icon: 'shield',
    },
    {
      title: 'Collaboration',
      text: 'Teachers plan together, share what works and support one another.',
      icon: 'handshake',
    },
    {
      title: 'Lifelong Learning',
      text: 'We model the curiosity we want to see, and keep learning ourselves.',
      icon: 'book',
    },
  ] satisfies IconCard[],
};

export const growthSection = {
  title: 'Grow With Us',
  intro: 'A school is only as good as its teachers, so we invest in ours.',
  cards: [
    {
      title: 'Professional Development',
      text: 'At least 60 hours of training each year: CBSE workshops, in-house sessions and conferences.',
      icon: 'graduation',
    },
    {
      title: 'Mentoring',
      text: 'New colleagues are paired with an experienced mentor for their first year.',
      icon: 'users',
    },
    {
      title: 'Career Paths',
      text: 'Clear routes from teacher to subject lead, coordinator and beyond.',
      icon: 'chart',
    },
  ] satisfies IconCard[],
};

export const whyJoinSection = {
  title: 'Why Join Us',
  intro: `Life at ${schoolIdentity.shortName}: what our staff value most.`,
  cards: [
    {
      title: 'Modern Classrooms',
      text: 'Smart boards, language, science and maths labs, and a well-stocked library.',
      icon: 'monitor',
    },
    {
      title: 'Balanced Workload',
      text: 'Reasonable class sizes and protected planning time every week.',
      icon: 'clock',
    },
    {
      title: 'Supportive Leadership',
      text: 'An open-door principal and coordinators who listen and act.',
      icon: 'chat',
    },
    {
      title: 'Fair Pay and Benefits',
      text: 'Competitive salaries, provident fund, health cover and fee concession for staff children.',
      icon: 'star',
    },
    {
      title: 'A Green Campus',
      text: 'A safe, eco-friendly campus with room to play, grow and breathe.',
      icon: 'leaf',
    },
    {
      title: 'A Caring Community',
      text: 'Celebrations, festivals and a staff team that feels like family.',
      icon: 'home',
    },
  ] satisfies IconCard[],
};

export const howToApply = {
  title: 'How to Apply',
  intro:
    'Apply in the way that suits you. We read every application and contact shortlisted candidates.',
  tabsLabel: 'Ways to apply',
  emailTab: {
    label: 'Email Application',
    title: 'Apply by e-mail',
    text: 'Send your resume and a short cover letter to our careers desk. Please mention the position you are applying for in the subject line.',
    email: schoolIdentity.emails.careers,
  },
  onlineTab: {
    label: 'Online Application',
    title: 'Apply online',
    text: 'Fill in the form below. Fields marked * are required.',
  },
};

export const applicationFormText = {
  submit: 'Submit Application',
  sending: 'Submitting…',
  sentTitle: 'Application received',
  again: 'Send another application',
  positionPlaceholder: 'Select a position',
  removeResume: 'Remove the file',
};
