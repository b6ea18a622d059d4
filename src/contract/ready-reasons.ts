/**
 * Ready-made reasons a decision's dialog offers (keys 1–9), per kind of decision: the ones moderators
 * write most, so the usual case is one key and Ctrl+Enter. Each is only a starting text, edited in the
 * field before it is sent; the server takes any reason within the decision's limits, so this list is
 * the panel's and the backend needs nothing for it. Each text fits the shortest limit it is used under
 * (5–500 characters).
 */
export const READY_REASONS = {
  rejectVideo: [
    'Низкое качество видео или звука',
    'Видео не соответствует категории',
    'Видео не соответствует правилам конкурса',
    'Нарушение авторских прав',
    'Недопустимый контент: насилие, оскорбления или опасные действия',
    'Реклама или спам',
    'Повтор уже опубликованного видео',
  ],
  rejectApplication: [
    'Не хватает данных для подтверждения профиля',
    'Заявка на участие подана после окончания приёма работ',
    'Недостаточно средств на балансе',
    'Реквизиты для вывода указаны неверно',
    'Повторная заявка: предыдущая ещё рассматривается',
  ],
  blockUser: [
    'Систематические оскорбления других пользователей',
    'Спам и реклама в комментариях',
    'Публикация запрещённого контента',
    'Накрутка голосов и просмотров',
    'Мошенничество с платежами',
  ],
} as const satisfies Record<string, readonly string[]>;
