/** The roster texts only pilotsh has; those both roster games share are in service-kit's roster-texts. */
export const PILOTSH_ROSTER_TEXTS = {
  noContent: '还没有导入活动包，无法建队',
  importedTeamDescription: '由组织者导入名单创建',
} as const;
