/** Static reader testimonials of the home page (SPEC §3: name, role, image, content, rating 5). */
export interface Testimonial {
  name: string;
  role: string;
  /** No photos are stored: the card shows the reader's initials when empty. */
  image: string;
  content: string;
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Nusrat Jahan',
    role: 'Teacher, Dhaka',
    image: '',
    content: 'I found every Humayun Ahmed novel I was missing in one evening, and they arrived in three days, well packed. Boipoka is now my first stop for books.',
    rating: 5,
  },
  {
    name: 'Tanvir Hasan',
    role: 'University student, Chittagong',
    image: '',
    content: 'The prices are fair and cash on delivery makes it easy. The staff picks pointed me to science books I would never have found on my own.',
    rating: 5,
  },
  {
    name: 'Farzana Rahman',
    role: 'Book club host, Sylhet',
    image: '',
    content: 'Our club orders ten copies at a time. Bulk orders are smooth and the team answers questions quickly. Our members love the poetry collection.',
    rating: 5,
  },
  {
    name: 'Arif Chowdhury',
    role: 'Software engineer, Khulna',
    image: '',
    content: 'Gifted my father a Nazrul anthology — it came with a lovely bookmark. Search and filters make it quick to find exactly what you want.',
    rating: 5,
  },
];
