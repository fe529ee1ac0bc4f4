import { hasAccess, permissions, permissionsOf, rolePermissions, staffRoles } from './access';

const actor = (roles: (typeof staffRoles)[number][]) => ({ roles });

describe('access table', () => {
  it('a member without staff roles may do none of the staff things', () => {
    for (const permission of permissions) expect(hasAccess(actor([]), permission)).toBe(false);
    expect(hasAccess(null, 'community.moderate')).toBe(false);
  });

  it('a moderator moderates the community but does not write kliinic notes or manage roles', () => {
    expect(hasAccess(actor(['moderator']), 'community.moderate')).toBe(true);
    expect(hasAccess(actor(['moderator']), 'community.edit-watched-phrases')).toBe(true);
    expect(hasAccess(actor(['moderator']), 'kliinic.write-notes')).toBe(false);
    expect(hasAccess(actor(['moderator']), 'staff.manage-roles')).toBe(false);
  });

  it('an expert writes kliinic notes and answers kiinbox questions only; an admin may do everything', () => {
    expect(permissions.filter((p) => hasAccess(actor(['expert']), p))).toEqual(['kliinic.write-notes', 'kiinbox.answer']);
    expect(hasAccess(actor(['moderator']), 'kiinbox.answer')).toBe(false);
    expect(permissions.filter((p) => hasAccess(actor(['admin']), p))).toEqual([...permissions]);
    expect(hasAccess(actor(['expert', 'moderator']), 'community.moderate')).toBe(true);
  });

  it('every role has a row in the table', () => {
    expect(Object.keys(rolePermissions).sort()).toEqual([...staffRoles].sort());
  });

  it('lists every permission the roles carry, for the staff screens', () => {
    expect(permissionsOf(actor([]))).toEqual([]);
    expect(permissionsOf(actor(['moderator']))).toEqual(['community.moderate', 'community.edit-watched-phrases']);
    expect(permissionsOf(actor(['admin']))).toEqual([...permissions]);
  });
});
