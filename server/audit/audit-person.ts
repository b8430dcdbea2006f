/** How an audit row names the person who acted: as a mail program writes an address, "Name <e-mail>". */
export const auditPerson = (person: { name: string; email: string }): string => `${person.name} <${person.email}>`;
