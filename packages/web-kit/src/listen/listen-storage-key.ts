/** Per browser (localStorage): the queue to resume, for the user who listened (listen-resume.ts). */
export const LISTEN_RESUME_KEY = 'tidingsListen';
